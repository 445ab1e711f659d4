import { TextField as MuiTextField } from '@mui/material';
import { useListContext } from 'react-admin';

export interface SortChoice {
  readonly id: string;
  readonly name: string;
  readonly order: 'ASC' | 'DESC';
}

/**
 * The named sorts a list offers (newest, oldest, price_asc, …) as one select: the choice's id is sent
 * as the sort field, the server maps it to its columns.
 */
export const SortSelect = ({ choices, testId, minWidth = 160 }: { choices: readonly SortChoice[]; testId: string; minWidth?: number }) => {
  const { sort, setSort } = useListContext();
  return (
    <MuiTextField
      select
      size="small"
      // Its own width beside the toolbar buttons, not the theme's full width.
      fullWidth={false}
      label="Sort"
      value={sort.field}
      onChange={(event) => {
        const choice = choices.find((s) => s.id === event.target.value) ?? choices[0];
        if (choice) setSort({ field: choice.id, order: choice.order });
      }}
      slotProps={{ select: { native: true }, htmlInput: { 'data-testid': testId } }}
      sx={{ minWidth }}
    >
      {choices.map((s) => (
        <option key={s.id} value={s.id}>
          {s.name}
        </option>
      ))}
    </MuiTextField>
  );
};
