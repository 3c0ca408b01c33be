import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { clientApi, type DocumentDraftStatus } from '@lexa/common';
import { httpError, renderScreen, setupUser } from '@lexa/testing';
import { documentDraft, draftsPage } from '../../../testing/document-fixtures';
import { DraftSection } from '../components/DraftSection';

afterEach(() => {
  jest.restoreAllMocks();
});

const outlineBox = () => screen.getByRole('textbox', { name: 'Outline' });

describe('DraftSection', () => {
  it.each<[DocumentDraftStatus, string]>([
    ['generating', 'Creating Outline'],
    ['outline_ready', 'Outline Ready'],
    ['drafting', 'Creating Draft'],
    ['draft_ready', 'Draft Complete'],
  ])('labels %s as %s', async (status, label) => {
    jest.spyOn(clientApi, 'get').mockResolvedValue({ data: draftsPage([documentDraft({ status })]) });
    renderScreen(<DraftSection />, '/client/dashboard');
    expect(within(await screen.findByTestId('draft-row')).getByText(label)).toBeInTheDocument();
  });

  it('offers the downloads only for a complete draft with a final text', async () => {
    jest.spyOn(clientApi, 'get').mockResolvedValue({
      data: draftsPage([
        documentDraft({ id: 'a', status: 'draft_ready', finalDraft: 'MUTUAL NDA…' }),
        documentDraft({ id: 'b', status: 'draft_ready', finalDraft: null }),
        documentDraft({ id: 'c', status: 'outline_ready' }),
      ]),
    });
    renderScreen(<DraftSection />, '/client/dashboard');
    const [ready, empty, outline] = await screen.findAllByTestId('draft-row');
    expect(within(ready!).getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(within(ready!).getByRole('button', { name: 'Download DOCX' })).toBeInTheDocument();
    expect(within(empty!).queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
    expect(within(outline!).queryByRole('button', { name: 'Download DOCX' })).not.toBeInTheDocument();
  });

  it('needs both a title and a description', async () => {
    const user = setupUser();
    jest.spyOn(clientApi, 'get').mockResolvedValue({ data: draftsPage([]) });
    const post = jest.spyOn(clientApi, 'post');
    renderScreen(<DraftSection />, '/client/dashboard');
    await user.click(await screen.findByRole('button', { name: /New Draft/ }));
    await user.type(screen.getByLabelText('Title'), 'Mutual NDA');
    await user.type(screen.getByLabelText('Description'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create Outline' }));
    expect(await screen.findByText('Please fill in both title and description')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('creates a draft, lets the outline be revised and edited, then saves it and completes the draft', async () => {
    const user = setupUser();
    jest.spyOn(clientApi, 'get').mockResolvedValue({ data: draftsPage([]) });
    const post = jest.spyOn(clientApi, 'post').mockImplementation(async (url: string) => {
      if (url === '/api/document-drafts') return { data: { draft: documentDraft() } };
      if (url.endsWith('/regenerate-outline')) {
        const draft = documentDraft({ outline: '1. The Parties\n2. Obligations' });
        return { data: { outline: draft.outline, draft } };
      }
      return { data: { draft: documentDraft({ status: 'draft_ready', finalDraft: 'text' }) } };
    });
    const put = jest.spyOn(clientApi, 'put').mockResolvedValue({ data: { draft: documentDraft() } });
    renderScreen(<DraftSection />, '/client/dashboard');

    await user.click(await screen.findByRole('button', { name: /New Draft/ }));
    await user.type(screen.getByLabelText('Title'), 'Mutual NDA');
    await user.type(screen.getByLabelText('Description'), 'An NDA between two startups');
    await user.click(screen.getByRole('button', { name: 'Create Outline' }));
    expect(post).toHaveBeenCalledWith('/api/document-drafts', {
      title: 'Mutual NDA',
      description: 'An NDA between two startups',
    });

    await waitFor(() => expect(outlineBox()).toHaveValue('1. Parties\n2. Confidential Information'));
    expect(outlineBox()).toHaveStyle({ minHeight: '400px' });
    await user.click(screen.getByRole('button', { name: 'Revise' }));
    await waitFor(() => expect(outlineBox()).toHaveValue('1. The Parties\n2. Obligations'));

    const use = screen.getByRole('button', { name: 'Use This Outline' });
    await user.clear(outlineBox());
    expect(use).toBeDisabled();
    await user.type(outlineBox(), '1. Parties{Enter}2. Governing Law');
    expect(use).toBeEnabled();
    await user.click(use);

    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/document-drafts/d1/complete', {}));
    expect(put).toHaveBeenCalledWith('/api/document-drafts/d1/outline', { outline: '1. Parties\n2. Governing Law' });
    expect(put.mock.invocationCallOrder[0]).toBeLessThan(post.mock.invocationCallOrder.at(-1)!);
  });

  it('shows the server message when drafting fails, or the fallback text', async () => {
    const user = setupUser();
    jest.spyOn(clientApi, 'get').mockResolvedValue({ data: draftsPage([documentDraft()]) });
    jest.spyOn(clientApi, 'put').mockResolvedValue({ data: { draft: documentDraft() } });
    jest
      .spyOn(clientApi, 'post')
      .mockRejectedValueOnce(
        httpError(502, { error: 'The draft could not be completed. Please try again.', code: 'ASSISTANT_UNAVAILABLE' }),
      )
      .mockRejectedValueOnce(httpError(500, {}));
    renderScreen(<DraftSection />, '/client/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Review Outline' }));
    await user.click(screen.getByRole('button', { name: 'Use This Outline' }));
    expect(await screen.findByText('The draft could not be completed. Please try again.')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Review Outline' }));
    await user.click(screen.getByRole('button', { name: 'Revise' }));
    expect(await screen.findByText('Failed to regenerate outline')).toBeInTheDocument();
  });

  it('deletes a draft after confirmation and says when it cannot', async () => {
    const user = setupUser();
    jest.spyOn(clientApi, 'get').mockResolvedValue({ data: draftsPage([documentDraft()]) });
    const remove = jest.spyOn(clientApi, 'delete').mockRejectedValue(httpError(500, {}));
    renderScreen(<DraftSection />, '/client/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(remove).not.toHaveBeenCalled();
    expect(await screen.findByText('Delete this draft?')).toBeInTheDocument();
    const confirm = screen.getAllByRole('button', { name: 'Delete' }).at(-1)!;
    await user.click(confirm);
    expect(remove).toHaveBeenCalledWith('/api/document-drafts/d1');
    expect(await screen.findByText('Failed to delete document draft')).toBeInTheDocument();
  });

  it('says when a download fails', async () => {
    const user = setupUser();
    jest.spyOn(clientApi, 'get').mockImplementation(async (url: string) => {
      if (url.endsWith('/docx')) throw httpError(500, {});
      return { data: draftsPage([documentDraft({ status: 'draft_ready', finalDraft: 'text' })]) };
    });
    renderScreen(<DraftSection />, '/client/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Download DOCX' }));
    expect(await screen.findByText('Failed to download DOCX')).toBeInTheDocument();
  });
});
