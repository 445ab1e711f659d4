import BlockIcon from '@mui/icons-material/Block';
import ReportIcon from '@mui/icons-material/Report';
import ScoreboardIcon from '@mui/icons-material/Scoreboard';
import { FraudBlockList } from './FraudBlockList';
import { FraudFindingList } from './FraudFindingList';
import { FraudScoreList } from './FraudScoreList';

export { FraudOverviewPage } from './FraudOverviewPage';
export { FraudScanPage } from './FraudScanPage';
export { FraudUserPage } from './FraudUserPage';

/** The fraud centre's lists, as resources named after their paths (/admin/fraud/scores → /api/admin/fraud/scores). */
export const fraudScores = { list: FraudScoreList, icon: ScoreboardIcon };
export const fraudFindings = { list: FraudFindingList, icon: ReportIcon };
export const fraudBlocks = { list: FraudBlockList, icon: BlockIcon };
