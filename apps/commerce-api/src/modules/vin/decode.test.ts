import { describe, expect, it } from 'vitest';
import { checkDigitOf, decodeVin, modelYearOf, validateVin } from './decode';

/** Puts the right check digit at position 9, so tests can write VINs without computing it by hand. */
function withCheckDigit(vin: string): string {
  return `${vin.slice(0, 8)}${checkDigitOf(vin)}${vin.slice(9)}`;
}

describe('checkDigitOf', () => {
  it('computes the check digit of published example VINs', () => {
    // The worked example of the standard: weights and transliteration give 'X'.
    expect(checkDigitOf('1M8GDM9AXKP042788')).toBe('X');
    expect(checkDigitOf('11111111111111111')).toBe('1');
    expect(checkDigitOf('1HGCM82633A004352')).toBe('3');
  });

  it('rejects characters a VIN cannot hold', () => {
    expect(() => checkDigitOf('1HGCM82633A00435O')).toThrow(/cannot appear/);
  });
});

describe('validateVin', () => {
  it('accepts a valid VIN, normalising case, spaces and dashes', () => {
    expect(validateVin(' 1ftfw1et9dfc10312 ')).toEqual({ ok: true, vin: '1FTFW1ET9DFC10312' });
    expect(validateVin('1FTFW1ET9-DFC-10312')).toEqual({ ok: true, vin: '1FTFW1ET9DFC10312' });
  });

  it('refuses wrong lengths', () => {
    const short = validateVin('1FTFW1ET9DFC1031');
    expect(short).toMatchObject({ ok: false, problem: 'length' });
    expect(!short.ok && short.message).toBe('A VIN has 17 characters; this one has 16.');
    expect(validateVin('1FTFW1ET9DFC103120')).toMatchObject({ ok: false, problem: 'length' });
    expect(validateVin('')).toMatchObject({ ok: false, problem: 'length' });
  });

  it('refuses I, O, Q and other characters, naming them', () => {
    for (const letter of ['I', 'O', 'Q']) {
      const result = validateVin(`1FTFW1ET9DFC1031${letter}`);
      expect(result).toMatchObject({ ok: false, problem: 'characters' });
      expect(!result.ok && result.message).toContain(`'${letter}'`);
    }
    expect(validateVin('1FTFW1ET9DFC1031*')).toMatchObject({ ok: false, problem: 'characters' });
  });

  it('refuses a wrong check digit and says which digit was expected', () => {
    const result = validateVin('1FTFW1ET5DFC10312');
    expect(result).toMatchObject({ ok: false, problem: 'check-digit' });
    expect(!result.ok && result.message).toBe(
      "The check digit (9th character) of this VIN should be '9' but is '5'; please check it for typos.",
    );
  });

  it('catches every single-character typo of a valid VIN that keeps the check digit wrong', () => {
    const vin = '1C4BJWDG5HL123450';
    let caught = 0;
    let total = 0;
    for (let i = 0; i < 17; i++) {
      if (i === 8) continue;
      for (const c of 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789') {
        if (c === vin[i]) continue;
        const typo = `${vin.slice(0, i)}${c}${vin.slice(i + 1)}`;
        total++;
        if (!validateVin(typo).ok) caught++;
      }
    }
    // The mod-11 check misses only typos whose weighted change is a multiple of 11.
    expect(caught / total).toBeGreaterThan(0.85);
  });

  it('refuses a position-10 character that is no model-year code', () => {
    for (const c of ['0', 'U', 'Z']) {
      const vin = withCheckDigit(`1FTFW1ET0${c}FC10312`);
      expect(validateVin(vin)).toMatchObject({ ok: false, problem: 'year-code' });
    }
  });
});

describe('modelYearOf', () => {
  it('reads position 10 in the 1980–2009 cycle when position 7 is a digit', () => {
    expect(modelYearOf('1GCEK19T53Z123456')).toBe(2003);
    expect(modelYearOf('1J4FY19P2SP123456')).toBe(1995);
    expect(modelYearOf('1B7GL22X6XS123456')).toBe(1999);
    expect(modelYearOf('1B7GL22X6AS123456')).toBe(1980);
    expect(modelYearOf('1B7GL22X69S123456')).toBe(2009);
  });

  it('reads position 10 in the 2010–2039 cycle when position 7 is a letter', () => {
    expect(modelYearOf('1FTFW1ET9DFC10312')).toBe(2013);
    expect(modelYearOf('1C4HJXDG7LW123456')).toBe(2020);
    expect(modelYearOf('1C4HJXDG7AW123456')).toBe(2010);
    expect(modelYearOf('1C4HJXDG7YW123456')).toBe(2030);
    expect(modelYearOf('1C4HJXDG71W123456')).toBe(2031);
  });

  it('has no year for characters outside the code table', () => {
    expect(modelYearOf('1FTFW1ET9UFC10312')).toBeNull();
    expect(modelYearOf('1FTFW1ET90FC10312')).toBeNull();
  });
});

describe('decodeVin', () => {
  // Real-looking VINs (check digits correct) of the makes we sell for, with what they stand for.
  const cases: [vin: string, year: number, make: string, model: string][] = [
    ['1FTFW1ET9DFC10312', 2013, 'Ford', 'F-150'],
    ['1FT7W2BT7BEA12345', 2011, 'Ford', 'F-250 Super Duty'],
    ['1FTER4FH2KLA12345', 2019, 'Ford', 'Ranger'],
    ['3FTTW8E93NRA12345', 2022, 'Ford', 'Maverick'],
    ['1FMDE5BH0MLA12345', 2021, 'Ford', 'Bronco'],
    ['1FMSK8DH1LG123456', 2020, 'Ford', 'Explorer'],
    ['1FMJU1H55FE123456', 2015, 'Ford', 'Expedition'],
    ['1FA6P8TH4F5312345', 2015, 'Ford', 'Mustang'],
    ['1C4BJWDG5HL123450', 2017, 'Jeep', 'Wrangler'],
    ['1J4FA49S26P123456', 2006, 'Jeep', 'Wrangler'],
    ['1C6JJTAG8LL123456', 2020, 'Jeep', 'Gladiator'],
    ['1C4RJFAG6FC123456', 2015, 'Jeep', 'Grand Cherokee'],
    ['1J4GZ58SXVC123456', 1997, 'Jeep', 'Grand Cherokee'],
    ['1J4FF48S6YL123456', 2000, 'Jeep', 'Cherokee'],
    ['1J4GL48K75W123456', 2005, 'Jeep', 'Liberty'],
    ['3C4NJDBB2JT123456', 2018, 'Jeep', 'Compass'],
    ['1C4RDJAG9CC123456', 2012, 'Dodge', 'Durango'],
    ['2C3CDZBT9KH123456', 2019, 'Dodge', 'Challenger'],
    ['2B3KA43R26H123456', 2006, 'Dodge', 'Charger'],
    ['1D7HA18N78J123456', 2008, 'Dodge', 'Ram 1500'],
    ['1B7GL22X6XS123456', 1999, 'Dodge', 'Dakota'],
    ['1C6RR7LT0ES123456', 2014, 'Ram', '1500'],
    ['3C6UR5DL3FG123456', 2015, 'Ram', '2500'],
    ['3C6TRVDG2EE123456', 2014, 'Ram', 'ProMaster'],
    ['1GCVKREC4FZ123456', 2015, 'Chevrolet', 'Silverado 1500'],
    ['1GCEK19T53Z123456', 2003, 'Chevrolet', 'Silverado 1500'],
    ['1GC1KVEGXFF123456', 2015, 'Chevrolet', 'Silverado 2500HD'],
    ['1GCGTCE32F1123456', 2015, 'Chevrolet', 'Colorado'],
    ['1GNSKBKC7FR123456', 2015, 'Chevrolet', 'Tahoe'],
    ['1GNSKJKC4FR123456', 2015, 'Chevrolet', 'Suburban'],
    ['3GNAXKEV4JL123456', 2018, 'Chevrolet', 'Equinox'],
    ['2G1FB1E37D9123456', 2013, 'Chevrolet', 'Camaro'],
    ['1GTV2UEC2EZ123456', 2014, 'GMC', 'Sierra 1500'],
    ['1GTG6CE33F1123456', 2015, 'GMC', 'Canyon'],
    ['1GKS2BKC0FR123456', 2015, 'GMC', 'Yukon'],
    ['5TFTX4CN1EX123456', 2014, 'Toyota', 'Tacoma'],
    ['3TMCZ5AN7GM123456', 2016, 'Toyota', 'Tacoma'],
    ['5TFDY5F11EX123456', 2014, 'Toyota', 'Tundra'],
    ['JTEBU5JR2E5123456', 2014, 'Toyota', '4Runner'],
    ['2T3BFREV3FW123456', 2015, 'Toyota', 'RAV4'],
    ['4T1BF1FK7EU123456', 2014, 'Toyota', 'Camry'],
    ['5YFBURHE9FP123456', 2015, 'Toyota', 'Corolla'],
    ['JTMHY7AJ6D4123456', 2013, 'Toyota', 'Land Cruiser'],
    ['1N6AD0EV3EN123456', 2014, 'Nissan', 'Frontier'],
    ['1N6BA1F49GN123456', 2016, 'Nissan', 'Titan'],
    ['5N1AR2MM3EC123456', 2014, 'Nissan', 'Pathfinder'],
    ['1N4AL3AP1FC123456', 2015, 'Nissan', 'Altima'],
    ['5FPYK3F51HB123456', 2017, 'Honda', 'Ridgeline'],
    ['5J6RM4H73EL123456', 2014, 'Honda', 'CR-V'],
    ['2HGFC2F5XGH123456', 2016, 'Honda', 'Civic'],
    ['1HGCR2F35EA123456', 2014, 'Honda', 'Accord'],
    ['5FNRL5H60FB123456', 2015, 'Honda', 'Odyssey'],
    ['4S4BSANC0F3123456', 2015, 'Subaru', 'Outback'],
    ['JF2SJADC4FH123456', 2015, 'Subaru', 'Forester'],
    ['JF2GPACC9E8123456', 2014, 'Subaru', 'Crosstrek'],
    ['JF1VA1A61F9123456', 2015, 'Subaru', 'WRX'],
    ['JM3KFBCM6J0123456', 2018, 'Mazda', 'CX-5'],
    ['JM1NDAB73G0123456', 2016, 'Mazda', 'MX-5 Miata'],
    ['4F4YR16U8XT123456', 1999, 'Mazda', 'B-Series'],
    ['5NMS23AD8KH123456', 2019, 'Hyundai', 'Santa Fe'],
    ['5NTJCDAE8NH123456', 2022, 'Hyundai', 'Santa Cruz'],
    ['KM8J33A42GU123456', 2016, 'Hyundai', 'Tucson'],
    ['5XYP3DHC6LG123456', 2020, 'Kia', 'Telluride'],
    ['5XYPG4A56LG123456', 2020, 'Kia', 'Sorento'],
    ['KNDPB3AC5F7123456', 2015, 'Kia', 'Sportage'],
    // Vehicles we do not sell for decode too.
    ['1G1YY22G3V5123456', 1997, 'Chevrolet', 'Corvette'],
    ['2C3CCAAG6CH123456', 2012, 'Chrysler', '300'],
  ];

  it.each(cases)('decodes %s as %i %s %s', (vin, year, make, model) => {
    expect(validateVin(vin)).toEqual({ ok: true, vin });
    expect(decodeVin(vin)).toEqual({ year, make, model, wmi: vin.slice(0, 3) });
  });

  it('knows the make but not the model when no rule matches', () => {
    const vin = withCheckDigit('1FTZZ9ZZ0DFC10312');
    expect(decodeVin(vin)).toEqual({ year: 2013, make: 'Ford', model: null, wmi: '1FT' });
  });

  it('knows no make on a shared FCA WMI without a model rule, nor for an unknown manufacturer', () => {
    expect(decodeVin(withCheckDigit('1C4ZZZZZ0HL123450'))).toMatchObject({ make: null, model: null });
    expect(decodeVin(withCheckDigit('WVWZZZAK0AW123456'))).toEqual({
      year: 2010,
      make: null,
      model: null,
      wmi: 'WVW',
    });
  });

  it('uses the model year to tell lines that share a code apart', () => {
    // Position 5 'F' on Jeep's old WMIs: Cherokee until 2001, Compass from 2007.
    expect(decodeVin('1J4FF48S6YL123456').model).toBe('Cherokee');
    expect(decodeVin('1J8FF47W17D123456').model).toBe('Compass');
  });

  it('refuses to decode an unvalidated VIN without a year code', () => {
    expect(() => decodeVin('1FTFW1ET9UFC10312')).toThrow(/validate it first/);
  });
});
