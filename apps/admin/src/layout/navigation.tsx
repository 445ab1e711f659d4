import type { ReactElement } from 'react';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import BlockIcon from '@mui/icons-material/Block';
import CampaignIcon from '@mui/icons-material/Campaign';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ForumIcon from '@mui/icons-material/Forum';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import GavelIcon from '@mui/icons-material/Gavel';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import FindInPageIcon from '@mui/icons-material/FindInPage';
import GppMaybeIcon from '@mui/icons-material/GppMaybe';
import HistoryIcon from '@mui/icons-material/History';
import InsightsIcon from '@mui/icons-material/Insights';
import LinkIcon from '@mui/icons-material/Link';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import MicIcon from '@mui/icons-material/Mic';
import PaymentsIcon from '@mui/icons-material/Payments';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import TuneIcon from '@mui/icons-material/Tune';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import TranslateIcon from '@mui/icons-material/Translate';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AvTimerIcon from '@mui/icons-material/AvTimer';
import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import ScheduleIcon from '@mui/icons-material/Schedule';

/** One sidebar link. Paths are relative to the admin basename (/admin). */
export interface NavLink {
  /** Used for `data-testid="nav-<key>"`. */
  key: string;
  label: string;
  path: string;
  icon: ReactElement;
  /** react-router patterns (relative to /admin) for which this link is the active one. */
  activeOn: readonly string[];
}

/** An expandable sidebar group; it opens by itself when one of its routes is active. */
export interface NavGroup {
  key: string;
  label: string;
  icon: ReactElement;
  /** Pattern under which the group counts as active. */
  activeOn: string;
  children: readonly NavLink[];
}

export type NavEntry = NavLink | NavGroup;

export const isNavGroup = (entry: NavEntry): entry is NavGroup => 'children' in entry;

/** Sidebar navigation in the order. */
export const NAVIGATION: readonly NavEntry[] = [
  { key: 'dashboard', label: 'Dashboard', path: '/', icon: <DashboardIcon />, activeOn: ['/'] },
  { key: 'popups', label: 'Popups', path: '/popups', icon: <CampaignIcon />, activeOn: ['/popups/*'] },
  { key: 'users', label: 'Users', path: '/users', icon: <PeopleIcon />, activeOn: ['/users/*'] },
  { key: 'tickets', label: 'Tickets', path: '/tickets', icon: <SupportAgentIcon />, activeOn: ['/tickets/*'] },
  {
    key: 'artists',
    label: 'Artists',
    path: '/artistmanager',
    icon: <MicIcon />,
    activeOn: ['/artistmanager/*', '/artists/*'],
  },
  {
    key: 'releases',
    label: 'Releases',
    path: '/releases',
    icon: <LibraryMusicIcon />,
    activeOn: ['/releases/*', '/tracks/*'],
  },
  { key: 'deliveries', label: 'Deliveries', path: '/deliveries', icon: <LocalShippingIcon />, activeOn: ['/deliveries/*'] },
  { key: 'plans', label: 'Plans', path: '/plans', icon: <WorkspacePremiumIcon />, activeOn: ['/plans/*'] },
  {
    key: 'subscriptions',
    label: 'Subscriptions',
    path: '/subscriptions',
    icon: <AutorenewIcon />,
    activeOn: ['/subscriptions/*'],
  },
  {
    key: 'transactions',
    label: 'Transactions',
    path: '/transactions',
    icon: <ReceiptLongIcon />,
    activeOn: ['/transactions/*'],
  },
  { key: 'audit-logs', label: 'Audit logs', path: '/audit-logs', icon: <HistoryIcon />, activeOn: ['/audit-logs/*'] },
  { key: 'i18n', label: 'Language (i18n)', path: '/i18n', icon: <TranslateIcon />, activeOn: ['/i18n/*'] },
  {
    key: 'wallet',
    label: 'Wallet',
    icon: <AccountBalanceWalletIcon />,
    activeOn: '/wallets/*',
    children: [
      {
        key: 'wallets',
        label: 'Wallets',
        path: '/wallets',
        icon: <AccountBalanceIcon />,
        activeOn: ['/wallets', '/wallets/:id/transactions', '/wallets/:id/adjust'],
      },
      {
        key: 'wallet-transactions',
        label: 'Wallet transactions',
        path: '/wallets/transactions',
        icon: <SwapHorizIcon />,
        activeOn: ['/wallets/transactions'],
      },
      {
        key: 'payouts',
        label: 'Payouts',
        path: '/wallets/payouts',
        icon: <PaymentsIcon />,
        activeOn: ['/wallets/payouts'],
      },
      // Issue 31: large staff adjustments wait for a second staff member; payees' tax forms and year-end figures.
      { key: 'wallet-adjustments', label: 'Pending approvals', path: '/wallet-adjustments', icon: <FactCheckIcon />, activeOn: ['/wallet-adjustments/*'] },
      { key: 'tax-forms', label: 'Tax forms', path: '/tax/forms', icon: <GavelIcon />, activeOn: ['/tax/forms/*'] },
    ],
  },
  {
    key: 'fraud',
    label: 'Fraud Center',
    icon: <GppMaybeIcon />,
    activeOn: '/fraud/*',
    children: [
      {
        key: 'fraud-overview',
        label: 'Overview',
        path: '/fraud/overview',
        icon: <InsightsIcon />,
        activeOn: ['/fraud', '/fraud/overview'],
      },
      {
        key: 'fraud-scores',
        label: 'Scores',
        path: '/fraud/scores',
        icon: <LeaderboardIcon />,
        activeOn: ['/fraud/scores', '/fraud/user/:id'],
      },
      {
        key: 'fraud-findings',
        label: 'Findings',
        path: '/fraud/findings',
        icon: <FindInPageIcon />,
        activeOn: ['/fraud/findings'],
      },
      { key: 'fraud-blocks', label: 'Blocks', path: '/fraud/blocks', icon: <BlockIcon />, activeOn: ['/fraud/blocks'] },
      {
        key: 'fraud-scan',
        label: 'Scan',
        path: '/fraud/scan',
        icon: <ManageSearchIcon />,
        activeOn: ['/fraud/scan'],
      },
    ],
  },
  {
    key: 'royalties',
    label: 'Royalties',
    icon: <RequestQuoteIcon />,
    activeOn: '/royalties/*',
    children: [
      { key: 'royalty-imports', label: 'Report imports', path: '/royalties/imports', icon: <RequestQuoteIcon />, activeOn: ['/royalties/imports/*'] },
      { key: 'royalty-presets', label: 'Report presets', path: '/royalties/presets', icon: <TuneIcon />, activeOn: ['/royalties/presets/*'] },
    ],
  },
  {
    key: 'stats',
    label: 'Statistics',
    icon: <ShowChartIcon />,
    activeOn: '/stats/*',
    children: [
      { key: 'stats-imports', label: 'Trend reports', path: '/stats/imports', icon: <ShowChartIcon />, activeOn: ['/stats/imports/*'] },
      { key: 'stats-presets', label: 'Trend presets', path: '/stats/presets', icon: <TuneIcon />, activeOn: ['/stats/presets/*'] },
      { key: 'stats-collected', label: 'Collected reports', path: '/stats/collected', icon: <MoveToInboxIcon />, activeOn: ['/stats/collected/*'] },
      { key: 'stats-missing-revenue', label: 'Missing revenue', path: '/stats/reconciliation/missing-revenue', icon: <MoneyOffIcon />, activeOn: ['/stats/reconciliation/missing-revenue/*'] },
      { key: 'stats-late-reports', label: 'Late reports', path: '/stats/reconciliation/late-reports', icon: <ScheduleIcon />, activeOn: ['/stats/reconciliation/late-reports/*'] },
      { key: 'stats-store-lags', label: 'Store reporting lags', path: '/stats/stores', icon: <AvTimerIcon />, activeOn: ['/stats/stores/*'] },
    ],
  },
  { key: 'links', label: 'Links', path: '/links', icon: <LinkIcon />, activeOn: ['/links/*'] },
  { key: 'chats', label: 'Chats', path: '/chats', icon: <ForumIcon />, activeOn: ['/chats/*'] },
  { key: 'account-closures', label: 'Closed accounts', path: '/account-closures', icon: <PersonOffIcon />, activeOn: ['/account-closures/*'] },
];
