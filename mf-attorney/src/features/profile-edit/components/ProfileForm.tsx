import { attorneyProfileInput, type AttorneyProfile, type AttorneyProfileInput } from '@lexa/common';
import { Button, Form, Input, InputNumber, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { PRACTICE_AREAS } from '../../../shared/practice-areas';
import { useSlugAvailability } from '../hooks/use-slug-availability';

export interface ProfileFormProps {
  profile: AttorneyProfile | null;
  saving: boolean;
  onSave(input: AttorneyProfileInput): void;
}

const EMPTY: AttorneyProfileInput = {
  displayName: '',
  slug: '',
  yearsExperience: 0,
  bio: '',
  practiceAreas: [],
  barJurisdictions: [],
  linkedinUrl: '',
  calendlyLink: '',
  videoIntroUrl: '',
  isPublic: false,
};

/** A field checked by the same contract rule the API applies, with its message. */
const contractRule = (field: keyof AttorneyProfileInput): Rule => ({
  validator: async (_rule, value: unknown) => {
    const result = attorneyProfileInput.shape[field].safeParse(value ?? EMPTY[field]);
    if (!result.success) throw new Error(result.error.issues[0]!.message);
  },
});

const LARGE = { size: 'large' as const };

/** Create Profile / Edit Profile: every field the public pages show. */
export function ProfileForm({ profile, saving, onSave }: ProfileFormProps) {
  const [form] = Form.useForm<AttorneyProfileInput>();
  const slug = Form.useWatch('slug', form) ?? profile?.slug ?? '';
  const availability = useSlugAvailability(slug);
  const checked =
    availability.data && availability.checkedSlug === slug.trim().toLowerCase() ? availability.data : null;

  const initial: AttorneyProfileInput = profile ? { ...EMPTY, ...pickInput(profile) } : EMPTY;

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={(values) => {
        if (checked && !checked.available) return;
        onSave(attorneyProfileInput.parse({ ...EMPTY, ...values }));
      }}
      requiredMark={false}
      data-testid="attorney-profile-form"
    >
      <Form.Item label="Display name" name="displayName" rules={[contractRule('displayName')]}>
        <Input {...LARGE} autoComplete="name" />
      </Form.Item>
      <Form.Item
        label="Profile address"
        name="slug"
        rules={[contractRule('slug')]}
        validateStatus={checked ? (checked.available ? 'success' : 'error') : undefined}
        help={checked && !checked.available ? checked.reason : undefined}
        extra={
          checked?.available ? (
            <span data-testid="slug-available">{`This address is available: /attorney/${availability.checkedSlug}`}</span>
          ) : undefined
        }
        hasFeedback={!!checked}
      >
        <Input {...LARGE} prefix="/attorney/" autoCapitalize="none" spellCheck={false} />
      </Form.Item>
      <Form.Item label="Years of experience" name="yearsExperience" rules={[contractRule('yearsExperience')]}>
        <InputNumber {...LARGE} min={0} max={80} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label="Bio" name="bio" rules={[contractRule('bio')]}>
        <Input.TextArea rows={5} maxLength={5000} showCount style={{ fontSize: 16 }} />
      </Form.Item>
      <Form.Item label="Practice areas" name="practiceAreas" rules={[contractRule('practiceAreas')]}>
        <Select
          {...LARGE}
          mode="tags"
          options={PRACTICE_AREAS.map((area) => ({ value: area, label: area }))}
          placeholder="Choose or type practice areas"
        />
      </Form.Item>
      <Form.Item
        label="Bar jurisdictions"
        name="barJurisdictions"
        rules={[contractRule('barJurisdictions')]}
        extra="The states you are licensed in, e.g. New York"
      >
        <Select {...LARGE} mode="tags" open={false} placeholder="Type a state and press Enter" />
      </Form.Item>
      <Form.Item label="LinkedIn" name="linkedinUrl" rules={[contractRule('linkedinUrl')]}>
        <Input {...LARGE} type="url" placeholder="https://www.linkedin.com/in/…" />
      </Form.Item>
      <Form.Item label="Booking link" name="calendlyLink" rules={[contractRule('calendlyLink')]}>
        <Input {...LARGE} type="url" placeholder="https://calendly.com/…" />
      </Form.Item>
      <Form.Item
        label="Video introduction"
        name="videoIntroUrl"
        rules={[contractRule('videoIntroUrl')]}
        extra="A YouTube or Vimeo link"
      >
        <Input {...LARGE} type="url" placeholder="https://www.youtube.com/watch?v=…" />
      </Form.Item>
      <Form.Item
        label="Public profile"
        name="isPublic"
        valuePropName="checked"
        extra="Visitors can find you in the directory"
      >
        <Switch />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={saving} block style={{ minHeight: 44 }}>
        Save Profile
      </Button>
    </Form>
  );
}

function pickInput(profile: AttorneyProfile): AttorneyProfileInput {
  const { isVerified: _staffOnly, profilePhotoUrl: _separate, ...input } = profile;
  return input;
}
