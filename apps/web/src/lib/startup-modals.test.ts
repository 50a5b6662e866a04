import { describe, expect, it } from 'vitest';
import { ActivityType } from '@lobby/contract/values/enums';
import { activity, configFixture } from '../test/fixtures/app-config';
import { startupModalsFrom } from './startup-modals';

const notices = [
  { id: 11, title: 'B', content: '', image: null, sort: 2, popup: true },
  { id: 10, title: 'A', content: '', image: null, sort: 1, popup: true },
  { id: 12, title: 'C', content: '', image: null, sort: 3, popup: false },
];

describe('start-up modals from config', () => {
  it('come in activity order: notices at the Notice activity, download where it stands', () => {
    const config = {
      ...configFixture,
      notices,
      activities: [
        activity(3, ActivityType.FirstDeposit, { sort: 30, popup: true }),
        activity(1, ActivityType.Download, { sort: 10, popup: true }),
        activity(2, ActivityType.Notice, { sort: 20, popup: true }),
        activity(4, ActivityType.Tasks, { sort: 5, popup: false }),
      ],
    };
    expect(startupModalsFrom(config, true).map((m) => m.key)).toEqual([
      'download',
      'notice:10',
      'notice:11',
      'activity:3',
    ]);
  });

  it('skip the download modal when it may not be offered', () => {
    const config = {
      ...configFixture,
      notices: [],
      activities: [activity(1, ActivityType.Download, { popup: true })],
    };
    expect(startupModalsFrom(config, false)).toEqual([]);
  });

  it('show popup notices first when no Notice activity places them', () => {
    const config = {
      ...configFixture,
      notices,
      activities: [activity(1, ActivityType.VIP, { popup: true })],
    };
    expect(startupModalsFrom(config, true).map((m) => m.key)).toEqual([
      'notice:10',
      'notice:11',
      'activity:1',
    ]);
  });
});
