import { Form, Input, Select } from 'antd';
import { CATEGORIES, type Category } from '@lexa/common';
import { DESCRIPTION_MAX_LENGTH } from '../../constants/intake-rules';
import { FileDropZone } from '../FileDropZone';
import type { StepProps } from './step-props';
import { StepHeading } from './StepHeading';

const CATEGORY_OPTIONS = CATEGORIES.map((category) => ({ value: category, label: category }));

/** Step 2: title, category and description (prefilled by the analysis) and optional files. */
export function RequestDetailsStep({ form, update }: StepProps) {
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
      >
        <Input.TextArea
          id="intake-description"
          aria-required
          rows={6}
          showCount
          maxLength={DESCRIPTION_MAX_LENGTH}
          placeholder="Describe your situation, what you need and any deadlines"
          value={form.description}
          onChange={(event) => update({ description: event.target.value })}
        />
      </Form.Item>
      <Form.Item label="Documents (optional)">
        <FileDropZone files={form.files} onChange={(files) => update({ files })} />
      </Form.Item>
    </>
  );
}
