import { Typography } from '@mui/material';
import { useFieldValue, type FieldProps } from 'react-admin';
import { formatDate, formatDateTime } from './date-time';

export interface DateTimeFieldProps extends Pick<FieldProps, 'source' | 'label' | 'sortable' | 'sortBy' | 'headerClassName' | 'cellClassName'> {
  /** The day only (created dates, release dates); with the time otherwise. */
  dateOnly?: boolean;
}

/** A list column or detail value for a timestamp, through the shared formatter (never raw ISO). */
export const DateTimeField = ({ source, dateOnly = false }: DateTimeFieldProps) => {
  const value = useFieldValue({ source });
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {dateOnly ? formatDate(value) : formatDateTime(value)}
    </Typography>
  );
};
