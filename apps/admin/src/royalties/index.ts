import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import TuneIcon from '@mui/icons-material/Tune';
import { RoyaltyImportList } from './RoyaltyImportList';
import { RoyaltyPresetList } from './RoyaltyPresetList';

export const royaltyImports = {
  list: RoyaltyImportList,
  icon: RequestQuoteIcon,
  recordRepresentation: 'file_name',
};

export const royaltyPresets = {
  list: RoyaltyPresetList,
  icon: TuneIcon,
  recordRepresentation: 'name',
};
