import { Box, Button, Drawer, Typography } from '@mui/material';
import type { ElementType, FormEvent, ReactNode } from 'react';

export interface SidePanelProps {
  title: ReactNode;
  /** Test id of the panel's body (the form, when it is one). */
  testId: string;
  onClose: () => void;
  /** Panel width (a number is px, or per breakpoint); 420 px by default. */
  width?: number | string | Record<string, number | string>;
  maxWidth?: number | string;
  /** Heading element; the variant stays h6. */
  titleComponent?: ElementType;
  /** Makes the panel a form with Cancel and Save at the bottom. */
  form?: { onSubmit: (event: FormEvent) => void; saving: boolean; saveTestId: string };
  children: ReactNode;
}

/** A list's side panel: a drawer at the right with a title, its content, and for a form Cancel / Save. */
export const SidePanel = ({ title, testId, onClose, width = 420, maxWidth, titleComponent, form, children }: SidePanelProps) => (
  <Drawer anchor="right" open onClose={onClose}>
    <Box
      {...(form ? { component: 'form', noValidate: true, onSubmit: form.onSubmit } : {})}
      sx={{ width, ...(maxWidth ? { maxWidth } : {}), p: 3 }}
      data-testid={testId}
    >
      <Typography variant="h6" {...(titleComponent ? { component: titleComponent } : {})} sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
      {form && (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={form.saving} data-testid={form.saveTestId}>
            Save
          </Button>
        </Box>
      )}
    </Box>
  </Drawer>
);
