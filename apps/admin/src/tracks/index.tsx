import AudiotrackIcon from '@mui/icons-material/Audiotrack';
import { Route } from 'react-router-dom';
import { TrackDetail } from '../releases/TrackDetail';

/** Tracks have no list of their own: only the full page /admin/tracks/:id, reached from a release. */
export default {
  icon: AudiotrackIcon,
  recordRepresentation: 'title',
  children: <Route path=":id" element={<TrackDetail />} />,
};
