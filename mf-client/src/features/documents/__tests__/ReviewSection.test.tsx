import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clientApi, REVIEW_MAX_FILE_SIZE } from '@lexa/common';
import { httpError, renderScreen } from '@lexa/testing';
import { documentReview, reviewsPage } from '../../../testing/document-fixtures';
import { ReviewSection } from '../components/ReviewSection';
import { nextSimulatedProgress } from '../utils/progress-simulation';

// applyAccept off: the drop zone must refuse a wrong file itself, not rely on the picker's filter.
const setupUser = (advanceTimers?: (ms: number) => void) =>
  userEvent.setup({ delay: null, pointerEventsCheck: 0, applyAccept: false, advanceTimers });

const fileInput = () => screen.getByTestId('review-section').querySelector('input[type="file"]') as HTMLInputElement;

function bigPdf(): File {
  const file = new File(['%PDF'], 'huge.pdf', { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: REVIEW_MAX_FILE_SIZE + 1 });
  return file;
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('ReviewSection', () => {
  it('refuses a file that is neither PDF nor DOCX', async () => {
    const user = setupUser();
    jest.spyOn(clientApi, 'get').mockResolvedValue({ data: reviewsPage([]) });
    const post = jest.spyOn(clientApi, 'post');
    renderScreen(<ReviewSection />, '/client/dashboard');
    await screen.findByText('No document reviews yet');

    await user.upload(fileInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Invalid File Type')).toBeInTheDocument();
    expect(screen.getByText('Please upload only PDF or DOCX files')).toBeInTheDocument();
    expect(screen.queryByText('Review Instructions')).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses a file over 10MB', async () => {
    const user = setupUser();
    jest.spyOn(clientApi, 'get').mockResolvedValue({ data: reviewsPage([]) });
    renderScreen(<ReviewSection />, '/client/dashboard');
    await screen.findByText('No document reviews yet');

    await user.upload(fileInput(), bigPdf());
    expect(await screen.findByText('File Too Large')).toBeInTheDocument();
    expect(screen.getByText('Please upload files smaller than 10MB')).toBeInTheDocument();
  });

  it('asks for optional instructions, then uploads the file with them', async () => {
    const user = setupUser();
    jest.spyOn(clientApi, 'get').mockResolvedValue({ data: reviewsPage([]) });
    const post = jest.spyOn(clientApi, 'post').mockResolvedValue({ data: { review: documentReview() } });
    renderScreen(<ReviewSection />, '/client/dashboard');
    await screen.findByText('No document reviews yet');

    const contract = new File(['%PDF-1.4'], 'lease.pdf', { type: 'application/pdf' });
    await user.upload(fileInput(), contract);
    const dialog = await screen.findByRole('dialog');
    const instructions = within(dialog).getByLabelText('Review instructions (optional)');
    expect(instructions).toHaveAttribute('rows', '4');
    await user.type(instructions, 'Focus on termination');
    await user.click(within(dialog).getByRole('button', { name: 'Start Review' }));

    expect(await screen.findByText('Review Started')).toBeInTheDocument();
    expect(screen.getByText('Document review is now processing...')).toBeInTheDocument();
    const [url, body] = post.mock.calls[0]!;
    expect(url).toBe('/api/documents/review');
    const form = body as FormData;
    expect(form.get('reviewInstructions')).toBe('Focus on termination');
    expect((form.get('file') as File).name).toBe('lease.pdf');
  });

  it('says when a review could not be started', async () => {
    const user = setupUser();
    jest.spyOn(clientApi, 'get').mockResolvedValue({ data: reviewsPage([]) });
    jest.spyOn(clientApi, 'post').mockRejectedValue(httpError(500));
    renderScreen(<ReviewSection />, '/client/dashboard');
    await screen.findByText('No document reviews yet');

    await user.upload(
      fileInput(),
      new File(['PK'], 'nda.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Start Review' }));
    expect(await screen.findByText('Failed to start document review')).toBeInTheDocument();
  });

  it('says when the list cannot be fetched', async () => {
    jest.spyOn(clientApi, 'get').mockRejectedValue(httpError(500));
    renderScreen(<ReviewSection />, '/client/dashboard');
    expect(await screen.findByText('Failed to fetch reviews')).toBeInTheDocument();
  });

  it('shows each status with its label, Retry on failed ones and the report on reviewed ones', async () => {
    const user = setupUser();
    const reviewed = documentReview({
      id: 'rv2',
      status: 'reviewed',
      progress: 100,
      originalFilename: 'nda.pdf',
      reviewSummary: 'A one-sided NDA.',
      riskLevel: 'high',
      fullReview: {
        documentType: 'Non-disclosure agreement',
        summary: 'A one-sided NDA.',
        riskLevel: 'high',
        reviewer: 'offline',
        recommendations: ['Add a term limit'],
        items: [
          {
            key: 'term',
            clause: 'Term and duration',
            status: 'missing',
            snippet: null,
            finding: 'No end date.',
            recommendation: 'Add a term limit',
            riskLevel: 'medium',
          },
          {
            key: 'parties',
            clause: 'Parties',
            status: 'found',
            snippet: 'Acme Corp and Beta LLC',
            finding: 'Both parties named.',
            recommendation: '',
          },
        ],
      },
    });
    const failed = documentReview({
      id: 'rv3',
      status: 'failed',
      originalFilename: 'scan.pdf',
      error: 'No text found',
    });
    jest.spyOn(clientApi, 'get').mockResolvedValue({ data: reviewsPage([reviewed, failed]) });
    const post = jest.spyOn(clientApi, 'post').mockResolvedValue({ data: { review: failed } });
    renderScreen(<ReviewSection />, '/client/dashboard');

    const [reviewedRow, failedRow] = await screen.findAllByTestId('review-row');
    expect(within(reviewedRow!).getByText('Completed')).toBeInTheDocument();
    expect(within(failedRow!).getByText('Failed')).toBeInTheDocument();
    expect(within(failedRow!).queryByRole('button', { name: 'View Report' })).not.toBeInTheDocument();

    await user.click(within(failedRow!).getByRole('button', { name: 'Retry' }));
    expect(post).toHaveBeenCalledWith('/api/documents/reviews/rv3/retry');
    expect(await screen.findByText('Review Restarted')).toBeInTheDocument();

    await user.click(within(reviewedRow!).getByRole('button', { name: 'View Report' }));
    const report = await screen.findByTestId('review-report');
    expect(within(report).getByText('high')).toBeInTheDocument();
    const clauses = within(report).getAllByTestId('review-clause');
    expect(within(clauses[0]!).getByText('missing')).toBeInTheDocument();
    expect(within(clauses[0]!).getByText('medium risk')).toBeInTheDocument();
    expect(within(clauses[1]!).getByText('“Acme Corp and Beta LLC”')).toBeInTheDocument();
    expect(within(report).getAllByText(/Add a term limit/).length).toBeGreaterThan(0);
  });

  it('says when the PDF report cannot be downloaded', async () => {
    const user = setupUser();
    jest.spyOn(clientApi, 'get').mockImplementation(async (url: string) => {
      if (url.endsWith('/pdf')) throw httpError(500);
      return { data: reviewsPage([documentReview({ status: 'reviewed', progress: 100 })]) };
    });
    renderScreen(<ReviewSection />, '/client/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Download Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to download PDF report')).toBeInTheDocument();
  });

  it('simulates progress while the server reports none, capped at 95, and refreshes the list every 2 s', async () => {
    jest.useFakeTimers();
    jest.spyOn(Math, 'random').mockReturnValue(1);
    const get = jest
      .spyOn(clientApi, 'get')
      .mockResolvedValue({ data: reviewsPage([documentReview({ status: 'processing' })]) });
    renderScreen(<ReviewSection />, '/client/dashboard');
    const row = await screen.findByTestId('review-row');
    expect(within(row).getByText('Processing')).toBeInTheDocument();
    const bar = within(row).getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '0');

    await act(async () => jest.advanceTimersByTime(1000));
    expect(within(screen.getByTestId('review-row')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
    const calls = get.mock.calls.length;
    await act(async () => jest.advanceTimersByTime(2000));
    expect(get.mock.calls.length).toBeGreaterThan(calls);

    await act(async () => jest.advanceTimersByTime(20_000));
    expect(within(screen.getByTestId('review-row')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '95');
  });

  it('shows the server value once it reports one, and stops refreshing when nothing is in progress', async () => {
    jest.useFakeTimers();
    const get = jest
      .spyOn(clientApi, 'get')
      .mockResolvedValue({ data: reviewsPage([documentReview({ status: 'processing', progress: 40 })]) });
    renderScreen(<ReviewSection />, '/client/dashboard');
    const row = await screen.findByTestId('review-row');
    expect(within(row).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');

    get.mockResolvedValue({ data: reviewsPage([documentReview({ status: 'reviewed', progress: 100 })]) });
    await act(async () => jest.advanceTimersByTime(2000));
    await waitFor(() => expect(screen.getByText('Completed')).toBeInTheDocument());
    const calls = get.mock.calls.length;
    await act(async () => jest.advanceTimersByTime(10_000));
    expect(get.mock.calls.length).toBe(calls);
  });
});

describe('nextSimulatedProgress', () => {
  it('rises by up to 10 and never passes 95', () => {
    expect(nextSimulatedProgress(0, 0.5)).toBe(5);
    expect(nextSimulatedProgress(50, 1)).toBe(60);
    expect(nextSimulatedProgress(90, 1)).toBe(95);
    expect(nextSimulatedProgress(95, 0.3)).toBe(95);
  });
});
