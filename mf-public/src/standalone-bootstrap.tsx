import { mountStandalone } from '@lexa/common';
import PublicApp from './App';

mountStandalone(PublicApp, document.getElementById('root')!);
