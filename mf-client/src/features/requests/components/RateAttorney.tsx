import { Button, Flex, Input, Rate, Typography } from 'antd';
import { useState } from 'react';
import { useRequestReview } from '../hooks/use-request-review';

export interface RateAttorneyProps {
  requestId: string;
}

/** On a finished request an attorney worked: a 1–5 rating with a comment, once; then the review left. */
export function RateAttorney({ requestId }: RateAttorneyProps) {
  const { state, submit } = useRequestReview(requestId);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');

  const review = state.data?.review;
  if (review) {
    return (
      <Flex vertical gap={4} data-testid="request-review">
        <Typography.Text strong>Your review</Typography.Text>
        <Rate disabled value={review.rating} />
        {review.comment && <Typography.Text>{review.comment}</Typography.Text>}
      </Flex>
    );
  }
  if (!state.data?.canReview) return null;
  return (
    <Flex vertical gap={8} data-testid="rate-attorney">
      <Typography.Text strong>Rate your attorney</Typography.Text>
      <Rate value={rating} onChange={setRating} style={{ fontSize: 32 }} aria-label="Rating" />
      <Input.TextArea
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        maxLength={2000}
        rows={3}
        placeholder="How did it go? (optional)"
        aria-label="Comment"
        style={{ fontSize: 16 }}
      />
      <Button
        type="primary"
        disabled={rating === 0}
        loading={submit.isPending}
        onClick={() => submit.mutate({ rating, comment: comment.trim() })}
        style={{ alignSelf: 'flex-start', minHeight: 44 }}
      >
        Send review
      </Button>
    </Flex>
  );
}
