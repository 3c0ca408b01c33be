import EditOutlined from '@ant-design/icons/EditOutlined';
import { Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { EMAIL_EDIT_MESSAGES, editedEmail, httpStatusOf, serverErrorText, type AdminUser } from '@lexa/common';
import { PHONE_INPUT_FONT, TAP_TARGET } from '@lexa/common/ui';
import { useUserActions } from '../hooks/use-users';

/** The inline e-mail edit (signed-in spec §5): the contract's two texts, then the server's 409 text. */
export function EmailCell({
  user,
  editing,
  onEditing,
}: {
  user: AdminUser;
  editing: boolean;
  onEditing(on: boolean): void;
}) {
  const { changeEmail } = useUserActions();
  const [value, setValue] = useState(user.email);
  const [error, setError] = useState<string | null>(null);

  if (!editing)
    return (
      <Flex align="center" gap={4}>
        <Typography.Text style={{ wordBreak: 'break-all' }}>{user.email}</Typography.Text>
        <Button
          type="text"
          aria-label={`Edit email of ${user.email}`}
          icon={<EditOutlined />}
          style={TAP_TARGET}
          onClick={() => {
            setValue(user.email);
            setError(null);
            onEditing(true);
          }}
        />
      </Flex>
    );

  const save = () => {
    const checked = editedEmail.safeParse(value);
    if (!checked.success) return setError(checked.error.issues[0]!.message);
    changeEmail.mutate(
      { id: user.id, change: { email: checked.data, oldEmail: user.email } },
      {
        onSuccess: () => onEditing(false),
        onError: (failure) =>
          setError(
            httpStatusOf(failure) === 409
              ? serverErrorText(failure, EMAIL_EDIT_MESSAGES.taken)
              : 'Failed to update email. Please try again.',
          ),
      },
    );
  };

  return (
    <Flex vertical gap={4}>
      <Input
        aria-label="Email address"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onPressEnter={save}
        status={error ? 'error' : undefined}
        style={PHONE_INPUT_FONT}
      />
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
      <Flex gap="small">
        <Button type="primary" onClick={save} loading={changeEmail.isPending} style={TAP_TARGET}>
          Save
        </Button>
        <Button onClick={() => onEditing(false)} style={TAP_TARGET}>
          Cancel
        </Button>
      </Flex>
    </Flex>
  );
}
