// /message/index 消息中心: new applications, payments, vouchers and refund requests for the
// account's desk.
import { MessageCenter, QueryState } from '@bht/ui';
import { messageLink, useInbox } from './inbox';

export default function MessagesPage() {
  const inbox = useInbox();
  if (!inbox) return <QueryState loading>{null}</QueryState>;
  return <MessageCenter source={inbox} linkFor={messageLink} />;
}
