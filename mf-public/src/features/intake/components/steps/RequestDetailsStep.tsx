import { Alert, Form, Input, Select } from 'antd';
import { CATEGORIES, type Category } from '@lexa/common';
import { DESCRIPTION_MAX_LENGTH } from '../../constants/intake-rules';
import { FileDropZone } from '../FileDropZone';
import type { StepProps } from './step-props';
import { StepHeading } from './StepHeading';

const CATEGORY_OPTIONS = CATEGORIES.map((category) => ({ value: category, label: category }));

/** Step 2: title, category and description (prefilled by the analysis) and optional files. */
export function RequestDetailsStep({ form, update, filesToAttachAgain }: StepProps) {
  const missing = filesToAttachAgain.filter((name) => !form.files.some((file) => file.name === name));
  const descriptionLength = form.description.trim().length;
  const descriptionTooLong = descriptionLength > DESCRIPTION_MAX_LENGTH;
  return (
    <>
      <StepHeading title="Tell Us About Your Request" />
      <Form.Item label="Title" htmlFor="intake-title" required>
        <Input
          id="intake-title"
          aria-required
          maxLength={200}
          placeholder="A short title for your request"
          value={form.title}
          onChange={(event) => update({ title: event.target.value })}
        />
      </Form.Item>
      <Form.Item label="Category" htmlFor="intake-category" required>
        <Select<Category>
          id="intake-category"
          aria-required
          placeholder="Select a category"
          options={CATEGORY_OPTIONS}
          value={form.category || undefined}
          onChange={(category) => update({ category })}
        />
      </Form.Item>
      <Form.Item
        label="Detailed Description"
        htmlFor="intake-description"
        required
        extra="Minimum 20 characters required"
        validateStatus={descriptionTooLong ? 'error' : undefined}
        help={
          descriptionTooLong
            ? `Please shorten your description to ${DESCRIPTION_MAX_LENGTH.toLocaleString('en-US')} characters (it has ${descriptionLength.toLocaleString('en-US')}); nothing was cut.`
            : undefined
        }
      >
        <Input.TextArea
          id="intake-description"
          aria-required
          rows={6}
          // Counted, never cut: a longer analysed description stays whole for the visitor to shorten.
          count={{ show: true, max: DESCRIPTION_MAX_LENGTH }}
          placeholder="Describe your situation, what you need and any deadlines"
          value={form.description}
          onChange={(event) => update({ description: event.target.value })}
        />
      </Form.Item>
      <Form.Item label="Documents (optional)">
        {missing.length > 0 && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            data-testid="intake-files-again"
            title={`Please attach again: ${missing.join(', ')}`}
            description="Your draft kept your answers, not your files."
          />
        )}
        <FileDropZone files={form.files} onChange={(files) => update({ files })} />
      </Form.Item>
    </>
  );
}
