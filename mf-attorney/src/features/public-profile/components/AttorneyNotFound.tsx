import { Flex } from 'antd';
import { ButtonLink } from '../../../shared/components/ButtonLink';
import { StatusPanel } from '@lexa/common/ui';

export function AttorneyNotFound() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <StatusPanel
        status="404"
        title="Attorney Not Found"
        subTitle="The attorney profile you're looking for doesn't exist or is no longer available."
        data-testid="attorney-not-found"
        extra={
          <Flex gap="small" justify="center" wrap>
            <ButtonLink type="primary" to="/">
              Go to Home
            </ButtonLink>
            <ButtonLink to="/attorneys">Browse Attorneys</ButtonLink>
          </Flex>
        }
      />
    </Flex>
  );
}
