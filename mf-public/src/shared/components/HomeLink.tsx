import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Link } from '@lexa/router';

/** The way back to the landing page from the wizard and the sign-in screens; 44 px tall, a full tap target. */
export function HomeLink() {
  return (
    <Link to="/" style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minHeight: 44 }}>
      <ArrowLeftOutlined aria-hidden />
      Lexa home
    </Link>
  );
}
