import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * Article bodies are plain strings in the translation bundles (so staff edit them in the language editor) with
 * a small, safe markup: blank lines separate blocks; `## ` and `### ` start headings; lines starting `- ` make a
 * list, `1. ` a numbered list; `**bold**`, `*emphasis*` and `[text](/path)` inline. Links go to a site path or an https URL;
 * nothing is ever rendered as HTML.
 */
export type Block =
  | { readonly kind: 'heading'; readonly level: 1 | 2; readonly text: string }
  | { readonly kind: 'list'; readonly ordered: boolean; readonly items: readonly string[] }
  | { readonly kind: 'paragraph'; readonly text: string };

const BULLET = /^[-*]\s+/;
const NUMBERED = /^\d+[.)]\s+/;

export function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of source.replace(/\r\n/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    const heading = /^(#{2,3})\s+(.*)$/.exec(lines[0]);
    if (heading && lines.length === 1) {
      blocks.push({ kind: 'heading', level: heading[1].length === 2 ? 1 : 2, text: heading[2] });
    } else if (lines.every((line) => BULLET.test(line))) {
      blocks.push({ kind: 'list', ordered: false, items: lines.map((line) => line.replace(BULLET, '')) });
    } else if (lines.every((line) => NUMBERED.test(line))) {
      blocks.push({ kind: 'list', ordered: true, items: lines.map((line) => line.replace(NUMBERED, '')) });
    } else {
      blocks.push({ kind: 'paragraph', text: lines.join(' ') });
    }
  }
  return blocks;
}

const INLINE = /\*\*(.+?)\*\*|\*([^*\s][^*]*)\*|\[([^\]]+)\]\(((?:\/|https:\/\/)[^)\s]*)\)/g;

function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) out.push(text.slice(last, index));
    const [, bold, emphasis, label, href] = match;
    if (bold !== undefined) out.push(<strong key={index}>{bold}</strong>);
    else if (emphasis !== undefined) out.push(<em key={index}>{emphasis}</em>);
    else if (href.startsWith('/')) {
      out.push(
        <Link key={index} to={href}>
          {label}
        </Link>,
      );
    } else {
      out.push(
        <a key={index} href={href} target="_blank" rel="noopener noreferrer">
          {label}
        </a>,
      );
    }
    last = index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** The words of an article body without its markup (for searching). */
export function plainText(source: string): string {
  return parseBlocks(source)
    .map((block) => (block.kind === 'list' ? block.items.join(' ') : block.text))
    .join(' ')
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/\*([^*\s][^*]*)\*/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1');
}

/** Renders a body; `##` becomes a heading of level `headingLevel`, `###` the level below it. */
export function RichText({ source, headingLevel = 2 }: { readonly source: string; readonly headingLevel?: 2 | 3 }) {
  return (
    <>
      {parseBlocks(source).map((block, index) => {
        if (block.kind === 'heading') {
          const Tag = `h${headingLevel + block.level - 1}` as 'h2' | 'h3' | 'h4';
          return <Tag key={index}>{inline(block.text)}</Tag>;
        }
        if (block.kind === 'list') {
          const Tag = block.ordered ? 'ol' : 'ul';
          return (
            <Tag key={index}>
              {block.items.map((item, i) => (
                <li key={i}>{inline(item)}</li>
              ))}
            </Tag>
          );
        }
        return <p key={index}>{inline(block.text)}</p>;
      })}
    </>
  );
}
