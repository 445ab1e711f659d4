import { BarChart } from '@mui/x-charts/BarChart';
import { FRAUD_LEVELS, type FraudLevel } from '@soundpost/contracts';

/** Users by level as bars; loaded only by the overview page (its own chunk). */
const LevelsChart = ({ levels }: { levels: Record<FraudLevel, number> }) => (
  <BarChart
    height={260}
    xAxis={[{ scaleType: 'band', data: [...FRAUD_LEVELS] }]}
    series={[{ data: FRAUD_LEVELS.map((l) => levels[l] ?? 0), label: 'Users' }]}
  />
);

export default LevelsChart;
