import AvTimerIcon from '@mui/icons-material/AvTimer';
import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { LateReportList, MissingRevenueList, StoreLagList } from './ReconciliationLists';

export const statsMissingRevenue = { list: MissingRevenueList, icon: MoneyOffIcon };
export const statsLateReports = { list: LateReportList, icon: ScheduleIcon };
export const statsStoreLags = { list: StoreLagList, icon: AvTimerIcon, recordRepresentation: 'store_name' };
