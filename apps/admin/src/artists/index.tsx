import MicIcon from '@mui/icons-material/Mic';
import { Route } from 'react-router-dom';
import { ArtistEdit } from './ArtistEdit';
import { ArtistList } from './ArtistList';
import { ArtistVerify } from './ArtistVerify';

/** Artists: /admin/artists (also /admin/artistmanager, see App.tsx), /admin/artists/:id/edit and /:id/verify. */
export default {
  list: ArtistList,
  icon: MicIcon,
  recordRepresentation: 'name',
  children: [
    <Route key="edit" path=":id/edit" element={<ArtistEdit />} />,
    <Route key="verify" path=":id/verify" element={<ArtistVerify />} />,
  ],
};
