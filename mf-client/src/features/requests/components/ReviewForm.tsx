import { Button, Flex, Input, Rate, Typography } from 'antd';
import { useState } from 'react';
import type { ReviewInput } from '@lexa/common';

export interface ReviewFormProps {
  sending: boolean;
  onSend: (input: ReviewInput) => void;
}

/** A 1–5 rating with an optional comment; sendable once a star is chosen. */
export function ReviewForm({ sending, onSend }: ReviewFormProps) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
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
        loading={sending}
        onClick={() => onSend({ rating, comment: comment.trim() })}
        style={{ alignSelf: 'flex-start', minHeight: 44 }}
      >
        Send review
      </Button>
    </Flex>
  );
}
