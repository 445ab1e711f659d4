import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';

/** The admin shell: app bar, collapsible sidebar (264 px open, 84 px collapsed, set in the themes) and content. */
export const Layout = ({ children }: { children: ReactNode }) => (
  // react-admin sizes the shell to fit its content (min-width: fit-content): a wide table would widen
  // the whole page (and a phone's layout viewport with it). With min-width 0 and the content area
  // scrolling sideways, a wide table scrolls inside its own container instead.
  <RaLayout appBar={AppBar} menu={Menu} sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0, overflowX: 'auto' } }}>
    {children}
  </RaLayout>
);
