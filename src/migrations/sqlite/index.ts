import * as migration_20261122_184048_initial from './20261122_184048_initial';
import * as migration_20261122_190821_commerce_data from './20261122_190821_commerce_data';
import * as migration_20261122_232152_content_model from './20261122_232152_content_model';

export const migrations = [
  {
    up: migration_20261122_184048_initial.up,
    down: migration_20261122_184048_initial.down,
    name: '20261122_184048_initial',
  },
  {
    up: migration_20261122_190821_commerce_data.up,
    down: migration_20261122_190821_commerce_data.down,
    name: '20261122_190821_commerce_data',
  },
  {
    up: migration_20261122_232152_content_model.up,
    down: migration_20261122_232152_content_model.down,
    name: '20261122_232152_content_model'
  },
];
