import { Box } from '@mui/material';
import { useId } from 'react';
import { BRAND } from './themes';

/** The site's mark (violet-to-cyan square with equalizer bars), as apps/web draws it in its top bar. */
export const BrandMark = ({ size = 28 }: { size?: number }) => {
  const gradientId = useId();
  return (
    <Box component="svg" viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" sx={{ flex: 'none', display: 'block' }}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={BRAND.violet} />
          <stop offset="1" stopColor={BRAND.cyan} />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <g fill={BRAND.ink}>
        <rect x="7" y="13" width="3" height="8" rx="1.5" />
        <rect x="12.5" y="9" width="3" height="14" rx="1.5" />
        <rect x="18" y="11" width="3" height="10" rx="1.5" />
        <rect x="23.5" y="14" width="3" height="5" rx="1.5" />
      </g>
    </Box>
  );
};
