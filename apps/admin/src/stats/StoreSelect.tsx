import { TextField } from '@mui/material';
import type { StoreResponse } from '@soundpost/contracts';
import { useEffect, useState } from 'react';
import { loadStoreCatalogue } from '../stores/store-catalogue';

/** The catalogue's stores by name; `failed` when GET /api/stores did not answer. */
export const useCatalogueStores = (): { stores: StoreResponse[]; failed: boolean } => {
  const [state, setState] = useState<{ stores: StoreResponse[]; failed: boolean }>({ stores: [], failed: false });
  useEffect(() => {
    let live = true;
    loadStoreCatalogue().then(
      (map) => live && setState({ stores: [...map.values()].sort((a, b) => a.name.localeCompare(b.name)), failed: false }),
      () => live && setState({ stores: [], failed: true }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
};

export interface StoreSelectProps {
  value: string;
  onChange: (storeId: string) => void;
  error?: string;
  testId: string;
}

export const StoreSelect = ({ value, onChange, error, testId }: StoreSelectProps) => {
  const { stores, failed } = useCatalogueStores();
  return (
    <TextField
      select
      label="Store"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required
      error={Boolean(error) || failed}
      helperText={error ?? (failed ? 'The store catalogue could not be loaded.' : undefined)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId } }}
    >
      <option value="">Choose a store</option>
      {stores.map((store) => (
        <option key={store.id} value={store.id}>
          {store.name}
        </option>
      ))}
    </TextField>
  );
};
