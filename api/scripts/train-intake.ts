/**
 * `npm run train:intake -w api`: retrains the offline intake model from its training examples
 * (src/assistant/offline/intake-model/training/<area>.txt, one lay description a line) and writes the committed weights.
 */
import { retrainModel } from './retrain-model';

retrainModel('intake-model');
