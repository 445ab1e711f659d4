import ShowChartIcon from '@mui/icons-material/ShowChart';
import TuneIcon from '@mui/icons-material/Tune';
import { TrendImportList } from './TrendImportList';
import { TrendPresetList } from './TrendPresetList';

export const statsImports = {
  list: TrendImportList,
  icon: ShowChartIcon,
  recordRepresentation: 'file_name',
};

export const statsPresets = {
  list: TrendPresetList,
  icon: TuneIcon,
  recordRepresentation: 'name',
};
