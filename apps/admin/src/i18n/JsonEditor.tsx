import { Box } from '@mui/material';
import { useMemo, useRef } from 'react';

const LINE_HEIGHT = 20;

export interface JsonEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** The line to mark in the gutter (the syntax error's). */
  errorLine?: number;
  disabled?: boolean;
  label: string;
}

/**
 * A plain textarea with a line-number gutter that scrolls with it: enough for a ~100 KB bundle without pulling a
 * code editor into the back office. Lines do not wrap, so gutter and text stay aligned.
 */
export const JsonEditor = ({ value, onChange, errorLine, disabled, label }: JsonEditorProps) => {
  const gutter = useRef<HTMLDivElement>(null);
  const lineCount = useMemo(() => value.split('\n').length, [value]);
  const numbers = useMemo(() => Array.from({ length: lineCount }, (_, i) => i + 1), [lineCount]);

  return (
    <Box
      sx={{
        display: 'flex',
        height: 520,
        border: 1,
        borderColor: errorLine ? 'error.main' : 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: 13,
        lineHeight: `${LINE_HEIGHT}px`,
        bgcolor: 'background.paper',
      }}
    >
      <Box
        ref={gutter}
        aria-hidden
        data-testid="i18n-editor-gutter"
        sx={{ overflow: 'hidden', py: 1, px: 1, minWidth: 48, textAlign: 'right', color: 'text.secondary', bgcolor: 'action.hover', userSelect: 'none' }}
      >
        {numbers.map((n) => (
          <Box
            key={n}
            sx={n === errorLine ? { color: 'error.contrastText', bgcolor: 'error.main', borderRadius: 0.5, px: 0.5 } : { px: 0.5 }}
            data-error-line={n === errorLine ? 'true' : undefined}
          >
            {n}
          </Box>
        ))}
      </Box>
      <Box
        component="textarea"
        value={value}
        onChange={(event: { target: { value: string } }) => onChange(event.target.value)}
        onScroll={(event: { currentTarget: HTMLTextAreaElement }) => {
          if (gutter.current) gutter.current.scrollTop = event.currentTarget.scrollTop;
        }}
        disabled={disabled}
        spellCheck={false}
        wrap="off"
        aria-label={label}
        data-testid="i18n-editor"
        sx={{
          flex: 1,
          m: 0,
          py: 1,
          px: 1.5,
          border: 0,
          outline: 'none',
          resize: 'none',
          overflow: 'auto',
          whiteSpace: 'pre',
          font: 'inherit',
          lineHeight: 'inherit',
          color: 'text.primary',
          bgcolor: 'transparent',
        }}
      />
    </Box>
  );
};
