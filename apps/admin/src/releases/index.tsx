import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import { Route } from 'react-router-dom';
import { ReleaseDetail } from './ReleaseDetail';
import { ReleaseList } from './ReleaseList';

/** Releases: /admin/releases (side panel per row) and the full page /admin/releases/:id. */
export default {
  list: ReleaseList,
  icon: LibraryMusicIcon,
  recordRepresentation: 'title',
  children: <Route path=":id" element={<ReleaseDetail />} />,
};
