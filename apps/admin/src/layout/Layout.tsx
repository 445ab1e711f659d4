import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';

export const Layout = ({ children }: { children: ReactNode }) => (
  // react-admin sizes the shell to fit its content: a wide table would widen the whole page (and a phone's viewport).
  <RaLayout appBar={AppBar} menu={Menu} sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0, overflowX: 'auto' } }}>
    {children}
  </RaLayout>
);
