import { useEffect, useState } from 'react';
import { Collapse, List, ListItemIcon, MenuItem, Tooltip, Typography } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Menu as RaMenu, MenuItemLink, useBasename, useSidebarState } from 'react-admin';
import { matchPath, useLocation } from 'react-router-dom';
import { isNavGroup, NAVIGATION, type NavGroup, type NavLink } from './navigation';

export const relativePath = (pathname: string, basename: string): string => {
  const rest = basename && pathname.startsWith(basename) ? pathname.slice(basename.length) : pathname;
  return rest === '' ? '/' : rest;
};

export const matchesAny = (patterns: readonly string[], path: string): boolean =>
  patterns.some((pattern) => matchPath({ path: pattern, end: true }, path) != null);

const useRelativePath = (): string => {
  const basename = useBasename();
  const { pathname } = useLocation();
  return relativePath(pathname, basename);
};

const NavItem = ({ link }: { link: NavLink }) => {
  const basename = useBasename();
  const active = matchesAny(link.activeOn, useRelativePath());
  return (
    <MenuItemLink
      to={`${basename}${link.path}`}
      primaryText={link.label}
      leftIcon={link.icon}
      data-testid={`nav-${link.key}`}
      aria-current={active ? 'page' : undefined}
      sx={{
        // react-admin marks every link whose path prefixes the location; only the matching one is highlighted here.
        '&.RaMenuItemLink-active': { color: 'text.secondary' },
        ...(active
          ? {
              '&, &.RaMenuItemLink-active': { color: 'primary.main', bgcolor: 'action.selected' },
              '& .RaMenuItemLink-icon': { color: 'primary.main' },
            }
          : {}),
      }}
    />
  );
};

const NavSubMenu = ({ group }: { group: NavGroup }) => {
  const active = matchesAny([group.activeOn, ...group.children.flatMap((child) => child.activeOn)], useRelativePath());
  const [sidebarOpen] = useSidebarState();
  const [open, setOpen] = useState(active);

  // The group opens by itself when one of its routes becomes active.
  useEffect(() => {
    if (active) setOpen(true);
  }, [active]);

  const header = (
    <MenuItem
      onClick={() => setOpen((value) => !value)}
      data-testid={`nav-group-${group.key}`}
      aria-expanded={open}
      sx={{ color: active ? 'text.primary' : 'text.secondary' }}
    >
      <ListItemIcon sx={{ minWidth: 40, color: active ? 'primary.main' : 'text.secondary' }}>{group.icon}</ListItemIcon>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {group.label}
      </Typography>
      {sidebarOpen ? open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" /> : null}
    </MenuItem>
  );

  return (
    <>
      {sidebarOpen ? (
        header
      ) : (
        <Tooltip title={group.label} placement="right">
          {header}
        </Tooltip>
      )}
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List
          component="div"
          disablePadding
          data-testid={`nav-group-${group.key}-items`}
          sx={{ '& .RaMenuItemLink-root': { pl: sidebarOpen ? 4 : 2 } }}
        >
          {group.children.map((link) => (
            <NavItem key={link.key} link={link} />
          ))}
        </List>
      </Collapse>
    </>
  );
};

export const Menu = () => (
  <RaMenu data-testid="admin-menu">
    {NAVIGATION.map((entry) =>
      isNavGroup(entry) ? <NavSubMenu key={entry.key} group={entry} /> : <NavItem key={entry.key} link={entry} />,
    )}
  </RaMenu>
);
