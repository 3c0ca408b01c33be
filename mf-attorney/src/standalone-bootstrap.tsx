import { mountStandalone } from '@lexa/common';
import AttorneyApp from './App';

mountStandalone(AttorneyApp, document.getElementById('root')!);
