import { describe, expect, it } from 'vitest';
import { parseCatalogueXml } from './bs-xml';

const catalogue = (entry: string): string => `<?xml version="1.0" encoding="UTF-8"?>
<catalogue xmlns="http://www.battlescribe.net/schema/catalogueSchema" id="cat-test" name="Testers" library="false" type="catalogue">
  <selectionEntries>${entry}</selectionEntries>
</catalogue>`;

const ability = (id: string, name: string) =>
  `<profile id="${id}" name="${name}" hidden="false" typeId="abilities" typeName="Abilities"><characteristics><characteristic name="Description" typeId="d">${name} text</characteristic></characteristics></profile>`;

describe('parseCatalogueXml', () => {
  it('reads the profiles an entry keeps in info groups, nested or not, beside its own', () => {
    const { rootEntries } = parseCatalogueXml(
      'test.cat',
      catalogue(`<selectionEntry id="magus" name="Magus" hidden="false" type="model">
        <profiles>${ability('p1', 'Spiritual Leader')}</profiles>
        <infoGroups>
          <infoGroup id="g1" name="Leader" hidden="false">
            <profiles>${ability('p2', 'Leader')}</profiles>
            <infoGroups><infoGroup id="g2" name="More" hidden="false"><profiles>${ability('p3', 'Psychic Familiar')}</profiles></infoGroup></infoGroups>
          </infoGroup>
          <infoGroup id="g3" name="Hidden" hidden="true"><profiles>${ability('p4', 'Never shown')}</profiles></infoGroup>
        </infoGroups>
      </selectionEntry>`),
    );
    expect(rootEntries[0]?.profiles.map((p) => p.name)).toEqual(['Spiritual Leader', 'Leader', 'Psychic Familiar']);
  });
});
