import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import TuneIcon from '@mui/icons-material/Tune';
import { RoyaltyImportList } from './RoyaltyImportList';
import { RoyaltyPresetList } from './RoyaltyPresetList';

/** Royalty imports: /admin/royalties/imports; an import's totals, unmatched lines and Post in the side panel. */
export const royaltyImports = {
  list: RoyaltyImportList,
  icon: RequestQuoteIcon,
  recordRepresentation: 'file_name',
};

/** Column-mapping presets per store: /admin/royalties/presets. */
export const royaltyPresets = {
  list: RoyaltyPresetList,
  icon: TuneIcon,
  recordRepresentation: 'name',
};
