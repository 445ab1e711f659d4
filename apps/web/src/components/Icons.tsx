import type { LanguageCode } from '@soundpost/contracts';
import { useId } from 'react';

interface IconProps {
  readonly className?: string;
}

/** Small inline flags (emoji flags do not render on every desktop). */
export function FlagIcon({ code, className }: IconProps & { readonly code: LanguageCode }) {
  const clipId = useId();
  const common = { className: `flag ${className ?? ''}`.trim(), viewBox: '0 0 30 20', width: 21, height: 14, 'aria-hidden': true } as const;
  if (code === 'fr') {
    return (
      <svg {...common}>
        <rect width="10" height="20" fill="#002654" />
        <rect x="10" width="10" height="20" fill="#fff" />
        <rect x="20" width="10" height="20" fill="#ce1126" />
      </svg>
    );
  }
  if (code === 'es') {
    return (
      <svg {...common}>
        <rect width="30" height="20" fill="#aa151b" />
        <rect y="5" width="30" height="10" fill="#f1bf00" />
      </svg>
    );
  }
  return (
    <svg {...common} viewBox="0 0 60 40">
      <clipPath id={clipId}>
        <rect width="60" height="40" />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        <rect width="60" height="40" fill="#012169" />
        <path d="M0,0 L60,40 M60,0 L0,40" stroke="#fff" strokeWidth="8" />
        <path d="M0,0 L60,40 M60,0 L0,40" stroke="#c8102e" strokeWidth="3" />
        <path d="M30,0 V40 M0,20 H60" stroke="#fff" strokeWidth="12" />
        <path d="M30,0 V40 M0,20 H60" stroke="#c8102e" strokeWidth="7" />
      </g>
    </svg>
  );
}

export function LogoMark({ className }: IconProps) {
  const gradientId = useId();
  return (
    <svg className={className} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--accent)" />
          <stop offset="1" stopColor="var(--accent-2)" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <g fill="#0b1020">
        <rect x="7" y="13" width="3" height="8" rx="1.5" />
        <rect x="12.5" y="9" width="3" height="14" rx="1.5" />
        <rect x="18" y="11" width="3" height="10" rx="1.5" />
        <rect x="23.5" y="14" width="3" height="5" rx="1.5" />
      </g>
    </svg>
  );
}

export function ChevronDown({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
      <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function BellIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16zM10 20a2 2 0 0 0 4 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function MenuIcon({ className, open }: IconProps & { readonly open: boolean }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

export type SocialNetwork = 'instagram' | 'x' | 'youtube' | 'tiktok' | 'facebook';

const SOCIAL_PATHS: Record<SocialNetwork, string> = {
  instagram:
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H7zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM17.5 5.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  x: 'M3 3h5.2l4.1 5.8L17.4 3H21l-6.9 7.9L21.5 21h-5.2l-4.5-6.3L6.3 21H2.7l7.4-8.5L3 3zm3.3 1.6 10.9 14.8h1.5L7.9 4.6H6.3z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3L10 15z',
  tiktok:
    'M16.5 3c.3 2.1 1.6 3.6 3.8 3.8v3a7 7 0 0 1-3.8-1.2v6.2a5.8 5.8 0 1 1-5.8-5.8c.3 0 .6 0 .9.1v3.1a2.8 2.8 0 1 0 1.9 2.6V3h3z',
  facebook:
    'M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.6c-.3 0-1.3-.1-2.5-.1-2.5 0-4.1 1.5-4.1 4.2v1.8H7.7v3.2h2.7V22H14v-10.3h2.7l.4-3.2H14z',
};

export function SocialIcon({ network, className }: IconProps & { readonly network: SocialNetwork }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d={SOCIAL_PATHS[network]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
