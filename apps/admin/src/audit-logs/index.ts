import HistoryIcon from '@mui/icons-material/History';
import { AuditLogPage } from './AuditLogPage';

/** Audit logs: /admin/audit-logs, a read-only table with its own filter form and pages. */
export default {
  list: AuditLogPage,
  icon: HistoryIcon,
};
