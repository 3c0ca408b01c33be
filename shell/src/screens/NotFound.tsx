import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';

export function NotFound() {
  return (
    <Result
      status="404"
      title="Page not found"
      subTitle="Sorry, the page you are looking for does not exist."
      extra={
        <Link to="/">
          <Button type="primary">Back to Home</Button>
        </Link>
      }
    />
  );
}
