import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Card, Empty, Flex, Form, Input, Modal, Spin, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { fields, serverErrorText, type NewAttorneyBody, type StaffAttorney } from '@lexa/common';
import { useCreateStaffAttorney, useStaffAttorneyVerification, useStaffAttorneys } from '@lexa/common/staff';
import { PHONE_INPUT_FONT, TAP_TARGET, contractRule, useToasts } from '@lexa/common/ui';
import { AttorneyReviewsDialog } from './AttorneyReviewsDialog';

const PROFILE_LABELS: Record<StaffAttorney['profileStatus'], string> = {
  none: 'No profile yet',
  private: 'Private profile',
  public: 'Public profile',
};

/**
 * The firm's attorneys in the Users tab: who they are, whether staff verified them, their reviews to moderate, and
 * "Create attorney".
 */
export function AttorneysPanel() {
  const { notification } = useToasts();
  const attorneys = useStaffAttorneys();
  const verification = useStaffAttorneyVerification();
  const [creating, setCreating] = useState(false);
  const [reviewing, setReviewing] = useState<StaffAttorney | null>(null);

  const setVerified = (attorney: StaffAttorney, isVerified: boolean) =>
    verification.mutate(
      { attorneyId: attorney.id, isVerified },
      {
        onError: (error) =>
          notification.error({
            title: 'Update Failed',
            description: serverErrorText(error, 'Failed to update the verification. Please try again.'),
          }),
      },
    );

  return (
    <Card
      size="small"
      title="Attorneys"
      extra={
        <Button icon={<PlusOutlined />} style={TAP_TARGET} onClick={() => setCreating(true)}>
          Create attorney
        </Button>
      }
      data-testid="admin-attorneys"
    >
      <Spin spinning={attorneys.isLoading}>
        {!attorneys.isLoading && !attorneys.data?.length && <Empty description="No attorneys yet" />}
        <Flex vertical gap="small">
          {(attorneys.data ?? []).map((attorney) => (
            <Flex
              key={attorney.id}
              justify="space-between"
              align="center"
              gap="small"
              wrap
              data-testid="admin-attorney-row"
            >
              <Flex vertical>
                <Typography.Text strong>
                  {[attorney.firstName, attorney.lastName].filter(Boolean).join(' ')}
                </Typography.Text>
                <Flex gap={4} wrap align="center">
                  <Typography.Text type="secondary">{attorney.email}</Typography.Text>
                  <Tag>{PROFILE_LABELS[attorney.profileStatus]}</Tag>
                  <Tag>{attorney.activeAssignments} active</Tag>
                  {!attorney.isActive && <Tag color="red">Inactive</Tag>}
                </Flex>
              </Flex>
              <Flex align="center" gap="small" style={TAP_TARGET}>
                <Button
                  style={TAP_TARGET}
                  aria-label={`Reviews: ${attorney.email}`}
                  onClick={() => setReviewing(attorney)}
                >
                  Reviews
                </Button>
                <Typography.Text>Verified</Typography.Text>
                <Switch
                  aria-label={`Verified: ${attorney.email}`}
                  checked={attorney.isVerified}
                  // Verification is stored on the profile: nothing to verify before the attorney writes one.
                  disabled={attorney.profileStatus === 'none' || verification.isPending}
                  onChange={(checked) => setVerified(attorney, checked)}
                />
              </Flex>
            </Flex>
          ))}
        </Flex>
      </Spin>
      <CreateAttorneyDialog open={creating} onClose={() => setCreating(false)} />
      <AttorneyReviewsDialog attorney={reviewing} onClose={() => setReviewing(null)} />
    </Card>
  );
}

function CreateAttorneyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { notification } = useToasts();
  const [form] = Form.useForm<NewAttorneyBody>();
  const create = useCreateStaffAttorney();

  const submit = (values: NewAttorneyBody) =>
    create.mutate(values, {
      onSuccess: () => {
        notification.success({
          title: 'Attorney created',
          description: `${values.email} will receive a link to set a password.`,
        });
        onClose();
      },
      onError: (error) =>
        notification.error({ title: 'Error', description: serverErrorText(error, 'Failed to create the attorney.') }),
    });

  return (
    <Modal
      title="Create attorney"
      open={open}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      okText="Create attorney"
      okButtonProps={{ loading: create.isPending, style: TAP_TARGET }}
      onOk={() => form.submit()}
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="firstName" label="First name" rules={[contractRule(fields.name, { required: true })]}>
          <Input style={PHONE_INPUT_FONT} autoComplete="off" />
        </Form.Item>
        <Form.Item name="lastName" label="Last name" rules={[contractRule(fields.lastName)]}>
          <Input style={PHONE_INPUT_FONT} autoComplete="off" />
        </Form.Item>
        <Form.Item name="email" label="Email" rules={[contractRule(fields.email, { required: true })]}>
          <Input type="email" style={PHONE_INPUT_FONT} autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
