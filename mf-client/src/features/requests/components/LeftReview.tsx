import { Flex, Rate, Typography } from 'antd';
import type { Review } from '@lexa/common';

/** The review the client left on a finished request. */
export function LeftReview({ review }: { review: Review }) {
  return (
    <Flex vertical gap={4} data-testid="request-review">
      <Typography.Text strong>Your review</Typography.Text>
      <Rate disabled value={review.rating} />
      {review.comment && <Typography.Text>{review.comment}</Typography.Text>}
    </Flex>
  );
}
