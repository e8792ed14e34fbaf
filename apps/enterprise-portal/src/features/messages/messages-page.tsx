// /message/index 消息中心: what happened to the enterprise's orders and its authentication.
import { MessageCenter, QueryState } from '@bht/ui';
import { messageLink, useInbox } from './inbox';

export default function MessagesPage() {
  const inbox = useInbox();
  if (!inbox) return <QueryState loading>{null}</QueryState>;
  return <MessageCenter source={inbox} linkFor={messageLink} />;
}
