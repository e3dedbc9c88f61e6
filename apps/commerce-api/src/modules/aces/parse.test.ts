import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AcesParseError, parseAces, parseBaseVehicleMapping } from './parse';

const sample = (name: string) =>
  readFileSync(new URL(`../../../samples/aces/${name}`, import.meta.url), 'utf8');

describe('parseAces', () => {
  it('reads Years/Make/Model apps with qualifiers and notes', () => {
    const { apps, malformed } = parseAces(`<ACES>
      <App action="A" id="7"><Years from="2015" to="2018"/><Make>Ram</Make><Model>1500</Model>
        <BedLength>5.7</BedLength><Part>IRN-0017-01</Part><Note>Requires drilling</Note><Note>Pair</Note></App>
    </ACES>`);
    expect(malformed).toEqual([]);
    expect(apps).toEqual([
      {
        index: 1,
        id: '7',
        action: 'A',
        vehicle: { kind: 'ymm', yearFrom: 2015, yearTo: 2018, make: 'Ram', model: '1500' },
        qualifiers: { BedLength: '5.7' },
        part: 'IRN-0017-01',
        note: 'Requires drilling; Pair',
      },
    ]);
  });

  it('reads the BaseVehicle form and defaults the action to A', () => {
    const { apps } = parseAces('<ACES><App><BaseVehicle id="5911"/><Part>X</Part></App></ACES>');
    expect(apps[0]).toMatchObject({
      id: null,
      action: 'A',
      vehicle: { kind: 'base', baseVehicleId: '5911' },
    });
    expect(apps[0]?.note).toBeNull();
  });

  it('lists malformed apps with what is wrong, keeping their position', () => {
    const { apps, malformed } = parseAces(`<ACES>
      <App id="a"><Years from="2015" to="2018"/><Make>Jeep</Make><Model>Wrangler</Model></App>
      <App id="b"><Years from="2018" to="2015"/><Make>Jeep</Make><Model>Wrangler</Model><Part>X</Part></App>
      <App id="c"><Years from="15" to="2018"/><Make>Jeep</Make><Model>Wrangler</Model><Part>X</Part></App>
      <App id="d"><Years from="2015" to="2018"/><Make>Jeep</Make><Part>X</Part></App>
      <App id="e"><Part>X</Part></App>
      <App id="f"><BaseVehicle/><Part>X</Part></App>
      <App id="g"><BaseVehicle id="1"/><BodyType/><Part>X</Part></App>
      <App id="h"><BaseVehicle id="1"/><Part>X</Part></App>
    </ACES>`);
    expect(apps.map((a) => a.id)).toEqual(['h']);
    expect(apps[0]?.index).toBe(8);
    expect(malformed.map((m) => [m.id, m.detail])).toEqual([
      ['a', 'no <Part>'],
      ['b', '<Years from="2018" to="2015"> runs backwards'],
      ['c', '<Years> needs from and to attributes with 4-digit years'],
      ['d', '<Make> and <Model> need a name'],
      ['e', 'neither <BaseVehicle> nor <Years>'],
      ['f', '<BaseVehicle> without an id'],
      ['g', '<BodyType> is empty'],
    ]);
  });

  it('keeps numeric model names as text', () => {
    const { apps } = parseAces(
      '<ACES><App><Years from="2019" to="2019"/><Make>Ram</Make><Model>2500</Model><Part>0123</Part></App></ACES>',
    );
    expect(apps[0]).toMatchObject({ vehicle: { model: '2500' }, part: '0123' });
  });

  it('throws on text that is not well-formed XML or not ACES', () => {
    expect(() => parseAces(sample('broken.xml'))).toThrow(AcesParseError);
    expect(() => parseAces('not xml at all <')).toThrow(/not well-formed XML/);
    expect(() => parseAces('<PIES><Item/></PIES>')).toThrow('the root element is not <ACES>');
  });

  it('reads an ACES file with no apps as empty', () => {
    expect(parseAces('<ACES><Header/></ACES>')).toEqual({ apps: [], malformed: [] });
  });

  it('reads the sample files', () => {
    expect(parseAces(sample('fitment-valid.xml')).apps).toHaveLength(7);
    const problems = parseAces(sample('fitment-problems.xml'));
    expect(problems.apps.length + problems.malformed.length).toBe(13);
    expect(problems.malformed).toHaveLength(3);
  });
});

describe('parseBaseVehicleMapping', () => {
  it('reads rows after an optional header, skipping blanks and comments', () => {
    const mapping = parseBaseVehicleMapping(
      'baseVehicleId,year,makeSlug,modelSlug\n5911,2018,jeep,wrangler\n\n# old\n140200, 2021 ,ford,bronco\r\n',
    );
    expect([...mapping]).toEqual([
      ['5911', { year: 2018, makeSlug: 'jeep', modelSlug: 'wrangler' }],
      ['140200', { year: 2021, makeSlug: 'ford', modelSlug: 'bronco' }],
    ]);
    expect(parseBaseVehicleMapping(sample('basevehicles.csv')).size).toBe(5);
  });

  it('refuses rows of another shape and repeated ids, naming the line', () => {
    expect(() => parseBaseVehicleMapping('1,2018,jeep')).toThrow(/mapping line 1/);
    expect(() => parseBaseVehicleMapping('1,20x8,jeep,wrangler')).toThrow(/mapping line 1/);
    expect(() => parseBaseVehicleMapping('1,2018,Jeep,Wrangler')).toThrow(/mapping line 1/);
    expect(() => parseBaseVehicleMapping('1,2018,jeep,wrangler\n1,2019,jeep,wrangler')).toThrow(
      'mapping line 2 repeats base vehicle 1',
    );
  });
});
