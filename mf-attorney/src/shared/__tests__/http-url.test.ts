import { describe, expect, it } from '@jest/globals';
import { httpUrlOrNull } from '../utils/http-url';

describe('httpUrlOrNull', () => {
  it.each(['https://www.linkedin.com/in/jane', 'http://example.com/photo.jpg'])('keeps the web address %s', (url) => {
    expect(httpUrlOrNull(url)).toBe(url);
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>1</script>', 'linkedin.com/in/jane', '', undefined, null])(
    'drops %p',
    (url) => {
      expect(httpUrlOrNull(url)).toBeNull();
    },
  );
});
