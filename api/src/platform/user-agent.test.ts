import { describeAgent } from './user-agent';

const AGENTS = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.91 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.67',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:126.0) Gecko/20100101 Firefox/126.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/110.0.0.0',
  galaxyWatch:
    'Mozilla/5.0 (Linux; Android 11; SM-R860 Build/RP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/91.0 Mobile Safari/537.36',
  samsungTv:
    'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/4.0 Chrome/76.0.3809.146 TV Safari/537.36',
  curl: 'curl/8.5.0',
};

describe('user agent', () => {
  it.each([
    ['chromeWindows', 'desktop', 'Chrome 124'],
    ['edge', 'desktop', 'Edge 124'],
    ['firefoxMac', 'desktop', 'Firefox 126'],
    ['safariMac', 'desktop', 'Safari 17'],
    ['iphoneSafari', 'mobile', 'Safari 17'],
    ['iphoneChrome', 'mobile', 'Chrome 124'],
    ['ipad', 'tablet', 'Safari 17'],
    ['androidPhone', 'mobile', 'Chrome 124'],
    ['androidTablet', 'tablet', 'Chrome 123'],
    ['samsung', 'mobile', 'Samsung Internet 24'],
    ['opera', 'desktop', 'Opera 110'],
    ['galaxyWatch', 'mobile', 'Chrome WebView 91'],
    ['samsungTv', 'desktop', 'Samsung Internet 4'],
    ['curl', 'desktop', 'Unknown'],
  ] as const)('%s is a %s running %s', (agent, device, browser) => {
    expect(describeAgent(AGENTS[agent])).toEqual({ deviceType: device, browser });
  });

  it('reads an empty user agent as an unknown desktop browser', () => {
    expect(describeAgent('')).toEqual({ deviceType: 'desktop', browser: 'Unknown' });
  });
});
