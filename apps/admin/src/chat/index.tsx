import ForumIcon from '@mui/icons-material/Forum';
import { ChatList } from './ChatList';
import { ChatShow } from './ChatShow';

/** Chats: /admin/chats (the desk and the list, live) and /admin/chats/:id/show (one chat, live). */
export default {
  list: ChatList,
  show: ChatShow,
  icon: ForumIcon,
  recordRepresentation: 'chat_id',
};
