import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render } from '@testing-library/react';
import { PRESET_MESSAGES } from '@lexa/common';
import { checkChatFiles } from '../utils/file-rules';
import { formatFileSize } from '../utils/format';
import { findLinks, linkify } from '../utils/linkify';
import { prefillText } from '../utils/prefill';
import { requestPageLink } from '../utils/request-link';
import { chatFile } from './chat-test-kit';

describe('checkChatFiles', () => {
  it('accepts up to 5 files of the allowed types and sizes', () => {
    const files = [chatFile('a.pdf'), chatFile('b.doc'), chatFile('c.docx'), chatFile('d.jpg'), chatFile('e.png')];
    expect(checkChatFiles(files, 0)).toBeNull();
    expect(checkChatFiles([chatFile('photo.JPEG')], 4)).toBeNull();
  });

  it('counts the files the chat already holds', () => {
    expect(checkChatFiles([chatFile('a.pdf'), chatFile('b.pdf')], 4)).toEqual({
      title: 'Too many files',
      description: 'Maximum 5 files allowed per chat. You have 4 files already.',
    });
    expect(checkChatFiles([chatFile('a.pdf')], 5)?.title).toBe('Too many files');
  });

  it('refuses a file over 10MB', () => {
    expect(checkChatFiles([chatFile('big.pdf', { size: 10 * 1024 * 1024 + 1 })], 0)).toEqual({
      title: 'File validation failed',
      description: 'File "big.pdf" is too large. Maximum size is 10MB.',
    });
    expect(checkChatFiles([chatFile('exact.pdf', { size: 10 * 1024 * 1024 })], 0)).toBeNull();
  });

  it('checks the type by MIME first, then by extension', () => {
    expect(checkChatFiles([chatFile('notes.txt', { type: 'text/plain' })], 0)?.description).toBe(
      'File "notes.txt" is not a supported format. Allowed: PDF, DOC, DOCX, JPG, PNG.',
    );
    expect(checkChatFiles([chatFile('scan.gif', { type: 'application/pdf' })], 0)?.description).toBe(
      'File "scan.gif" has an unsupported extension.',
    );
    // A type the browser does not know leaves the decision to the extension.
    expect(checkChatFiles([chatFile('letter.docx', { type: '' })], 0)).toBeNull();
    expect(checkChatFiles([chatFile('tool.exe', { type: '' })], 0)?.description).toBe(
      'File "tool.exe" has an unsupported extension.',
    );
  });

  it('reports only the first problem', () => {
    const files = [
      chatFile('ok.pdf'),
      chatFile('first.txt', { type: 'text/plain' }),
      chatFile('second.pdf', { size: 11 * 1024 * 1024 }),
    ];
    expect(checkChatFiles(files, 0)?.description).toBe(
      'File "first.txt" is not a supported format. Allowed: PDF, DOC, DOCX, JPG, PNG.',
    );
  });
});

describe('formatFileSize', () => {
  it.each([
    [512, '512 Bytes'],
    [2048, '2 KB'],
    [1536, '1.5 KB'],
    [5 * 1024 * 1024, '5 MB'],
    [1.25 * 1024 * 1024, '1.25 MB'],
  ])('%d is %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('linkify', () => {
  it('turns URLs, www addresses and e-mails into links and keeps the rest as text', () => {
    const { container } = render(
      <p>{linkify('See https://example.com/guide?a=1, www.lexa.legal or write to help@lexa.legal.')}</p>,
    );
    const links = [...container.querySelectorAll('a')];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['https://example.com/guide?a=1', 'https://example.com/guide?a=1'],
      ['www.lexa.legal', 'https://www.lexa.legal'],
      ['help@lexa.legal', 'mailto:help@lexa.legal'],
    ]);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.textContent).toBe(
      'See https://example.com/guide?a=1, www.lexa.legal or write to help@lexa.legal.',
    );
  });

  it('never renders the text as markup', () => {
    const { container } = render(
      <p>{linkify('<img src=x onerror=alert(1)> javascript:alert(1) http://x.test/"><b>')}</p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect([...container.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['http://x.test/']);
  });

  it('trims trailing punctuation off a link', () => {
    expect(findLinks('Go to (https://example.com/a).').map((link) => link.text)).toEqual(['https://example.com/a']);
  });
});

describe('requestPageLink', () => {
  it('finds a link to /client/request on the product host', () => {
    expect(requestPageLink('Post it at http://localhost/client/request so our team can help.')?.href).toBe(
      'http://localhost/client/request',
    );
    expect(requestPageLink('Loopback names are one host: http://127.0.0.1/client/request/')?.pathname).toBe(
      '/client/request/',
    );
  });

  it('ignores other hosts and other pages', () => {
    expect(requestPageLink('https://evil.example/client/request')).toBeNull();
    expect(requestPageLink('http://localhost/client/request-submission')).toBeNull();
    expect(requestPageLink('http://localhost:9999/client/request')).toBeNull();
    expect(requestPageLink('No link at all')).toBeNull();
  });
});

describe('prefillText', () => {
  it('uses the text first, then the preset', () => {
    expect(prefillText({ initialText: 'My own words', preset: 'legal-advice' })).toBe('My own words');
    expect(prefillText({ preset: 'real-estate' })).toBe(PRESET_MESSAGES['real-estate']);
    expect(prefillText({ preset: 'no-such-preset' })).toBe('');
    expect(prefillText({})).toBe('');
  });

  it('names the attorney of an attorney referral', () => {
    expect(prefillText({ preset: 'attorney-referral', attorney: 'jordan-reyes' })).toBe(
      "I was referred by Jordan Reyes's profile page and would like legal help from Jordan Reyes. How do I get started?",
    );
  });
});
