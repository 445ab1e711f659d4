import AudiotrackIcon from '@mui/icons-material/Audiotrack';
import { NotFound } from 'react-admin';
import { Route } from 'react-router-dom';
import { TrackDetail } from '../releases/TrackDetail';

/** Tracks have no list of their own: only the full page /admin/tracks/:id, reached from a release. */
export default {
  icon: AudiotrackIcon,
  recordRepresentation: 'title',
  children: [
    <Route key="detail" path=":id" element={<TrackDetail />} />,
    <Route key="none" path="*" element={<NotFound />} />,
  ],
};
