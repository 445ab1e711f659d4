import SettingsInputAntennaIcon from '@mui/icons-material/SettingsInputAntenna';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useBasename } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useStoreCatalogue } from './store-catalogue';

/** No admin stores list: the public catalogue gives one entry per store, so a store without any delivery can still get its target. */
export const DeliveryTargetsMenu = () => {
  const basename = useBasename();
  const catalogue = useStoreCatalogue();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const stores = [...(catalogue?.values() ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <>
      <Button size="small" startIcon={<SettingsInputAntennaIcon />} disabled={stores.length === 0} onClick={(e) => setAnchor(e.currentTarget)} data-testid="delivery-targets-menu">
        Delivery targets
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {stores.map((store) => (
          <MenuItem key={store.id} component={RouterLink} to={`${basename}/stores/${encodeURIComponent(store.id)}/delivery`} onClick={() => setAnchor(null)} data-testid={`delivery-target-store-${store.id}`}>
            {store.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
