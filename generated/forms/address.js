// Made by `npm run generate` from forms/address.schema.json (scripts/generate-forms.ts). Never edit by hand.
const ucs2length = function ucs2length(str) {
  const len = str.length;
  let length = 0;
  let pos = 0;
  let value;
  while (pos < len) {
    length++;
    value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < len) {
      // high surrogate, and there is a next character
      value = str.charCodeAt(pos);
      if ((value & 0xfc00) === 0xdc00) pos++; // low surrogate
    }
  }
  return length;
};
const schema11 = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $comment:
    "A homeowner address (SPEC §3 Profile, §5 Profile messages). Titles are translation keys. The kind picks a US address (state, zip) or an international one (country, province, postal code) through if/then/else (not a oneOf: the validator merges equal messages within a oneOf, which would hide one field's message); it is sent as isInternational. Free-text fields need a visible character (pattern: the field's required message) and refuse angle brackets and over-long text (not, maxLength: its invalid message). A state must also be a US state or territory code, checked in src/features/profile/lib/address-form.ts.",
  type: 'object',
  required: ['kind', 'label', 'street', 'city'],
  properties: {
    kind: {
      type: 'string',
      title: 'profile:addressForm.kind',
      enum: ['us', 'international'],
      default: 'us',
    },
    label: {
      type: 'string',
      title: 'profile:addressForm.label',
      pattern: '\\S',
      maxLength: 40,
      not: { pattern: '[<>]' },
    },
    street: {
      type: 'string',
      title: 'profile:addressForm.street',
      pattern: '\\S',
      maxLength: 100,
      not: { pattern: '[<>]' },
    },
    street2: {
      type: 'string',
      title: 'profile:addressForm.street2',
      maxLength: 100,
      not: { pattern: '[<>]' },
    },
    city: {
      type: 'string',
      title: 'profile:addressForm.city',
      pattern: '\\S',
      maxLength: 60,
      not: { pattern: "[^\\p{L}\\p{M} .'’-]" },
    },
    isPrimary: { type: 'boolean', title: 'profile:addressForm.isPrimary', default: false },
  },
  allOf: [
    {
      if: { properties: { kind: { const: 'international' } }, required: ['kind'] },
      then: {
        properties: {
          country: {
            type: 'string',
            title: 'profile:addressForm.country',
            pattern: '\\S',
            maxLength: 60,
            not: { pattern: "[^\\p{L}\\p{M} .'’()&-]" },
          },
          province: {
            type: 'string',
            title: 'profile:addressForm.province',
            pattern: '\\S',
            maxLength: 60,
            not: { pattern: "[^\\p{L}\\p{M}\\p{N} .'’-]" },
          },
          postalCode: {
            type: 'string',
            title: 'profile:addressForm.postalCode',
            pattern: '^\\s*[A-Za-z0-9](?:[A-Za-z0-9 -]{0,8}[A-Za-z0-9])?\\s*$',
          },
        },
        required: ['country', 'province', 'postalCode'],
      },
      else: {
        properties: {
          state: {
            type: 'string',
            title: 'profile:addressForm.state',
            pattern: '^\\s*[A-Za-z]{2}\\s*$',
          },
          zip: {
            type: 'string',
            title: 'profile:addressForm.zip',
            pattern: '^\\s*\\d{5}(?:-\\d{4})?\\s*$',
          },
        },
        required: ['state', 'zip'],
      },
    },
  ],
  $id: '-2f6bda44',
};
const pattern0 = new RegExp("[^\\p{L}\\p{M} .'’()&-]", 'u');
const pattern1 = new RegExp('\\S', 'u');
const pattern2 = new RegExp("[^\\p{L}\\p{M}\\p{N} .'’-]", 'u');
const pattern4 = new RegExp('^\\s*[A-Za-z0-9](?:[A-Za-z0-9 -]{0,8}[A-Za-z0-9])?\\s*$', 'u');
const pattern5 = new RegExp('^\\s*[A-Za-z]{2}\\s*$', 'u');
const pattern6 = new RegExp('^\\s*\\d{5}(?:-\\d{4})?\\s*$', 'u');
const pattern7 = new RegExp('[<>]', 'u');
const pattern12 = new RegExp("[^\\p{L}\\p{M} .'’-]", 'u');
const func2 = ucs2length;

function validate10(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data } = {},
) {
  /*# sourceURL="-2f6bda44" */ let vErrors = null;
  let errors = 0;
  const _errs3 = errors;
  let valid1 = true;
  const _errs4 = errors;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    let missing0;
    if (data.kind === undefined && (missing0 = 'kind')) {
      const err0 = {};
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    } else {
      if (data.kind !== undefined) {
        if ('international' !== data.kind) {
          const err1 = {};
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      }
    }
  }
  var _valid0 = _errs4 === errors;
  errors = _errs3;
  if (vErrors !== null) {
    if (_errs3) {
      vErrors.length = _errs3;
    } else {
      vErrors = null;
    }
  }
  let ifClause0;
  if (_valid0) {
    const _errs6 = errors;
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.country === undefined) {
        const err2 = {
          instancePath,
          schemaPath: '#/allOf/0/then/required',
          keyword: 'required',
          params: { missingProperty: 'country' },
          message: "must have required property '" + 'country' + "'",
          schema: schema11.allOf[0].then.required,
          parentSchema: schema11.allOf[0].then,
          data,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.province === undefined) {
        const err3 = {
          instancePath,
          schemaPath: '#/allOf/0/then/required',
          keyword: 'required',
          params: { missingProperty: 'province' },
          message: "must have required property '" + 'province' + "'",
          schema: schema11.allOf[0].then.required,
          parentSchema: schema11.allOf[0].then,
          data,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.postalCode === undefined) {
        const err4 = {
          instancePath,
          schemaPath: '#/allOf/0/then/required',
          keyword: 'required',
          params: { missingProperty: 'postalCode' },
          message: "must have required property '" + 'postalCode' + "'",
          schema: schema11.allOf[0].then.required,
          parentSchema: schema11.allOf[0].then,
          data,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (data.country !== undefined) {
        let data1 = data.country;
        const _errs9 = errors;
        const _errs10 = errors;
        if (typeof data1 === 'string') {
          if (!pattern0.test(data1)) {
            const err5 = {};
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
        var valid4 = _errs10 === errors;
        if (valid4) {
          const err6 = {
            instancePath: instancePath + '/country',
            schemaPath: '#/allOf/0/then/properties/country/not',
            keyword: 'not',
            params: {},
            message: 'must NOT be valid',
            schema: schema11.allOf[0].then.properties.country.not,
            parentSchema: schema11.allOf[0].then.properties.country,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        } else {
          errors = _errs9;
          if (vErrors !== null) {
            if (_errs9) {
              vErrors.length = _errs9;
            } else {
              vErrors = null;
            }
          }
        }
        if (typeof data1 === 'string') {
          if (func2(data1) > 60) {
            const err7 = {
              instancePath: instancePath + '/country',
              schemaPath: '#/allOf/0/then/properties/country/maxLength',
              keyword: 'maxLength',
              params: { limit: 60 },
              message: 'must NOT have more than 60 characters',
              schema: 60,
              parentSchema: schema11.allOf[0].then.properties.country,
              data: data1,
            };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
          if (!pattern1.test(data1)) {
            const err8 = {
              instancePath: instancePath + '/country',
              schemaPath: '#/allOf/0/then/properties/country/pattern',
              keyword: 'pattern',
              params: { pattern: '\\S' },
              message: 'must match pattern "' + '\\S' + '"',
              schema: '\\S',
              parentSchema: schema11.allOf[0].then.properties.country,
              data: data1,
            };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        } else {
          const err9 = {
            instancePath: instancePath + '/country',
            schemaPath: '#/allOf/0/then/properties/country/type',
            keyword: 'type',
            params: { type: 'string' },
            message: 'must be string',
            schema: schema11.allOf[0].then.properties.country.type,
            parentSchema: schema11.allOf[0].then.properties.country,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
      if (data.province !== undefined) {
        let data2 = data.province;
        const _errs13 = errors;
        const _errs14 = errors;
        if (typeof data2 === 'string') {
          if (!pattern2.test(data2)) {
            const err10 = {};
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
        var valid5 = _errs14 === errors;
        if (valid5) {
          const err11 = {
            instancePath: instancePath + '/province',
            schemaPath: '#/allOf/0/then/properties/province/not',
            keyword: 'not',
            params: {},
            message: 'must NOT be valid',
            schema: schema11.allOf[0].then.properties.province.not,
            parentSchema: schema11.allOf[0].then.properties.province,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        } else {
          errors = _errs13;
          if (vErrors !== null) {
            if (_errs13) {
              vErrors.length = _errs13;
            } else {
              vErrors = null;
            }
          }
        }
        if (typeof data2 === 'string') {
          if (func2(data2) > 60) {
            const err12 = {
              instancePath: instancePath + '/province',
              schemaPath: '#/allOf/0/then/properties/province/maxLength',
              keyword: 'maxLength',
              params: { limit: 60 },
              message: 'must NOT have more than 60 characters',
              schema: 60,
              parentSchema: schema11.allOf[0].then.properties.province,
              data: data2,
            };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
          if (!pattern1.test(data2)) {
            const err13 = {
              instancePath: instancePath + '/province',
              schemaPath: '#/allOf/0/then/properties/province/pattern',
              keyword: 'pattern',
              params: { pattern: '\\S' },
              message: 'must match pattern "' + '\\S' + '"',
              schema: '\\S',
              parentSchema: schema11.allOf[0].then.properties.province,
              data: data2,
            };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        } else {
          const err14 = {
            instancePath: instancePath + '/province',
            schemaPath: '#/allOf/0/then/properties/province/type',
            keyword: 'type',
            params: { type: 'string' },
            message: 'must be string',
            schema: schema11.allOf[0].then.properties.province.type,
            parentSchema: schema11.allOf[0].then.properties.province,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
      if (data.postalCode !== undefined) {
        let data3 = data.postalCode;
        if (typeof data3 === 'string') {
          if (!pattern4.test(data3)) {
            const err15 = {
              instancePath: instancePath + '/postalCode',
              schemaPath: '#/allOf/0/then/properties/postalCode/pattern',
              keyword: 'pattern',
              params: { pattern: '^\\s*[A-Za-z0-9](?:[A-Za-z0-9 -]{0,8}[A-Za-z0-9])?\\s*$' },
              message:
                'must match pattern "' +
                '^\\s*[A-Za-z0-9](?:[A-Za-z0-9 -]{0,8}[A-Za-z0-9])?\\s*$' +
                '"',
              schema: '^\\s*[A-Za-z0-9](?:[A-Za-z0-9 -]{0,8}[A-Za-z0-9])?\\s*$',
              parentSchema: schema11.allOf[0].then.properties.postalCode,
              data: data3,
            };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        } else {
          const err16 = {
            instancePath: instancePath + '/postalCode',
            schemaPath: '#/allOf/0/then/properties/postalCode/type',
            keyword: 'type',
            params: { type: 'string' },
            message: 'must be string',
            schema: schema11.allOf[0].then.properties.postalCode.type,
            parentSchema: schema11.allOf[0].then.properties.postalCode,
            data: data3,
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
    }
    var _valid0 = _errs6 === errors;
    valid1 = _valid0;
    ifClause0 = 'then';
  } else {
    const _errs17 = errors;
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.state === undefined) {
        const err17 = {
          instancePath,
          schemaPath: '#/allOf/0/else/required',
          keyword: 'required',
          params: { missingProperty: 'state' },
          message: "must have required property '" + 'state' + "'",
          schema: schema11.allOf[0].else.required,
          parentSchema: schema11.allOf[0].else,
          data,
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      if (data.zip === undefined) {
        const err18 = {
          instancePath,
          schemaPath: '#/allOf/0/else/required',
          keyword: 'required',
          params: { missingProperty: 'zip' },
          message: "must have required property '" + 'zip' + "'",
          schema: schema11.allOf[0].else.required,
          parentSchema: schema11.allOf[0].else,
          data,
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      if (data.state !== undefined) {
        let data4 = data.state;
        if (typeof data4 === 'string') {
          if (!pattern5.test(data4)) {
            const err19 = {
              instancePath: instancePath + '/state',
              schemaPath: '#/allOf/0/else/properties/state/pattern',
              keyword: 'pattern',
              params: { pattern: '^\\s*[A-Za-z]{2}\\s*$' },
              message: 'must match pattern "' + '^\\s*[A-Za-z]{2}\\s*$' + '"',
              schema: '^\\s*[A-Za-z]{2}\\s*$',
              parentSchema: schema11.allOf[0].else.properties.state,
              data: data4,
            };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        } else {
          const err20 = {
            instancePath: instancePath + '/state',
            schemaPath: '#/allOf/0/else/properties/state/type',
            keyword: 'type',
            params: { type: 'string' },
            message: 'must be string',
            schema: schema11.allOf[0].else.properties.state.type,
            parentSchema: schema11.allOf[0].else.properties.state,
            data: data4,
          };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      }
      if (data.zip !== undefined) {
        let data5 = data.zip;
        if (typeof data5 === 'string') {
          if (!pattern6.test(data5)) {
            const err21 = {
              instancePath: instancePath + '/zip',
              schemaPath: '#/allOf/0/else/properties/zip/pattern',
              keyword: 'pattern',
              params: { pattern: '^\\s*\\d{5}(?:-\\d{4})?\\s*$' },
              message: 'must match pattern "' + '^\\s*\\d{5}(?:-\\d{4})?\\s*$' + '"',
              schema: '^\\s*\\d{5}(?:-\\d{4})?\\s*$',
              parentSchema: schema11.allOf[0].else.properties.zip,
              data: data5,
            };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        } else {
          const err22 = {
            instancePath: instancePath + '/zip',
            schemaPath: '#/allOf/0/else/properties/zip/type',
            keyword: 'type',
            params: { type: 'string' },
            message: 'must be string',
            schema: schema11.allOf[0].else.properties.zip.type,
            parentSchema: schema11.allOf[0].else.properties.zip,
            data: data5,
          };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
      }
    }
    var _valid0 = _errs17 === errors;
    valid1 = _valid0;
    ifClause0 = 'else';
  }
  if (!valid1) {
    const err23 = {
      instancePath,
      schemaPath: '#/allOf/0/if',
      keyword: 'if',
      params: { failingKeyword: ifClause0 },
      message: 'must match "' + ifClause0 + '" schema',
      schema: schema11.allOf[0].if,
      parentSchema: schema11.allOf[0],
      data,
    };
    if (vErrors === null) {
      vErrors = [err23];
    } else {
      vErrors.push(err23);
    }
    errors++;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.kind === undefined) {
      const err24 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err24];
      } else {
        vErrors.push(err24);
      }
      errors++;
    }
    if (data.label === undefined) {
      const err25 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'label' },
        message: "must have required property '" + 'label' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err25];
      } else {
        vErrors.push(err25);
      }
      errors++;
    }
    if (data.street === undefined) {
      const err26 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'street' },
        message: "must have required property '" + 'street' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err26];
      } else {
        vErrors.push(err26);
      }
      errors++;
    }
    if (data.city === undefined) {
      const err27 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'city' },
        message: "must have required property '" + 'city' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err27];
      } else {
        vErrors.push(err27);
      }
      errors++;
    }
    if (data.kind !== undefined) {
      let data6 = data.kind;
      if (typeof data6 !== 'string') {
        const err28 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.kind.type,
          parentSchema: schema11.properties.kind,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
      if (!(data6 === 'us' || data6 === 'international')) {
        const err29 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/enum',
          keyword: 'enum',
          params: { allowedValues: schema11.properties.kind.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema11.properties.kind.enum,
          parentSchema: schema11.properties.kind,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
    }
    if (data.label !== undefined) {
      let data7 = data.label;
      const _errs26 = errors;
      const _errs27 = errors;
      if (typeof data7 === 'string') {
        if (!pattern7.test(data7)) {
          const err30 = {};
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
      }
      var valid8 = _errs27 === errors;
      if (valid8) {
        const err31 = {
          instancePath: instancePath + '/label',
          schemaPath: '#/properties/label/not',
          keyword: 'not',
          params: {},
          message: 'must NOT be valid',
          schema: schema11.properties.label.not,
          parentSchema: schema11.properties.label,
          data: data7,
        };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      } else {
        errors = _errs26;
        if (vErrors !== null) {
          if (_errs26) {
            vErrors.length = _errs26;
          } else {
            vErrors = null;
          }
        }
      }
      if (typeof data7 === 'string') {
        if (func2(data7) > 40) {
          const err32 = {
            instancePath: instancePath + '/label',
            schemaPath: '#/properties/label/maxLength',
            keyword: 'maxLength',
            params: { limit: 40 },
            message: 'must NOT have more than 40 characters',
            schema: 40,
            parentSchema: schema11.properties.label,
            data: data7,
          };
          if (vErrors === null) {
            vErrors = [err32];
          } else {
            vErrors.push(err32);
          }
          errors++;
        }
        if (!pattern1.test(data7)) {
          const err33 = {
            instancePath: instancePath + '/label',
            schemaPath: '#/properties/label/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
            schema: '\\S',
            parentSchema: schema11.properties.label,
            data: data7,
          };
          if (vErrors === null) {
            vErrors = [err33];
          } else {
            vErrors.push(err33);
          }
          errors++;
        }
      } else {
        const err34 = {
          instancePath: instancePath + '/label',
          schemaPath: '#/properties/label/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.label.type,
          parentSchema: schema11.properties.label,
          data: data7,
        };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
    }
    if (data.street !== undefined) {
      let data8 = data.street;
      const _errs30 = errors;
      const _errs31 = errors;
      if (typeof data8 === 'string') {
        if (!pattern7.test(data8)) {
          const err35 = {};
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
      }
      var valid9 = _errs31 === errors;
      if (valid9) {
        const err36 = {
          instancePath: instancePath + '/street',
          schemaPath: '#/properties/street/not',
          keyword: 'not',
          params: {},
          message: 'must NOT be valid',
          schema: schema11.properties.street.not,
          parentSchema: schema11.properties.street,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      } else {
        errors = _errs30;
        if (vErrors !== null) {
          if (_errs30) {
            vErrors.length = _errs30;
          } else {
            vErrors = null;
          }
        }
      }
      if (typeof data8 === 'string') {
        if (func2(data8) > 100) {
          const err37 = {
            instancePath: instancePath + '/street',
            schemaPath: '#/properties/street/maxLength',
            keyword: 'maxLength',
            params: { limit: 100 },
            message: 'must NOT have more than 100 characters',
            schema: 100,
            parentSchema: schema11.properties.street,
            data: data8,
          };
          if (vErrors === null) {
            vErrors = [err37];
          } else {
            vErrors.push(err37);
          }
          errors++;
        }
        if (!pattern1.test(data8)) {
          const err38 = {
            instancePath: instancePath + '/street',
            schemaPath: '#/properties/street/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
            schema: '\\S',
            parentSchema: schema11.properties.street,
            data: data8,
          };
          if (vErrors === null) {
            vErrors = [err38];
          } else {
            vErrors.push(err38);
          }
          errors++;
        }
      } else {
        const err39 = {
          instancePath: instancePath + '/street',
          schemaPath: '#/properties/street/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.street.type,
          parentSchema: schema11.properties.street,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err39];
        } else {
          vErrors.push(err39);
        }
        errors++;
      }
    }
    if (data.street2 !== undefined) {
      let data9 = data.street2;
      const _errs34 = errors;
      const _errs35 = errors;
      if (typeof data9 === 'string') {
        if (!pattern7.test(data9)) {
          const err40 = {};
          if (vErrors === null) {
            vErrors = [err40];
          } else {
            vErrors.push(err40);
          }
          errors++;
        }
      }
      var valid10 = _errs35 === errors;
      if (valid10) {
        const err41 = {
          instancePath: instancePath + '/street2',
          schemaPath: '#/properties/street2/not',
          keyword: 'not',
          params: {},
          message: 'must NOT be valid',
          schema: schema11.properties.street2.not,
          parentSchema: schema11.properties.street2,
          data: data9,
        };
        if (vErrors === null) {
          vErrors = [err41];
        } else {
          vErrors.push(err41);
        }
        errors++;
      } else {
        errors = _errs34;
        if (vErrors !== null) {
          if (_errs34) {
            vErrors.length = _errs34;
          } else {
            vErrors = null;
          }
        }
      }
      if (typeof data9 === 'string') {
        if (func2(data9) > 100) {
          const err42 = {
            instancePath: instancePath + '/street2',
            schemaPath: '#/properties/street2/maxLength',
            keyword: 'maxLength',
            params: { limit: 100 },
            message: 'must NOT have more than 100 characters',
            schema: 100,
            parentSchema: schema11.properties.street2,
            data: data9,
          };
          if (vErrors === null) {
            vErrors = [err42];
          } else {
            vErrors.push(err42);
          }
          errors++;
        }
      } else {
        const err43 = {
          instancePath: instancePath + '/street2',
          schemaPath: '#/properties/street2/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.street2.type,
          parentSchema: schema11.properties.street2,
          data: data9,
        };
        if (vErrors === null) {
          vErrors = [err43];
        } else {
          vErrors.push(err43);
        }
        errors++;
      }
    }
    if (data.city !== undefined) {
      let data10 = data.city;
      const _errs38 = errors;
      const _errs39 = errors;
      if (typeof data10 === 'string') {
        if (!pattern12.test(data10)) {
          const err44 = {};
          if (vErrors === null) {
            vErrors = [err44];
          } else {
            vErrors.push(err44);
          }
          errors++;
        }
      }
      var valid11 = _errs39 === errors;
      if (valid11) {
        const err45 = {
          instancePath: instancePath + '/city',
          schemaPath: '#/properties/city/not',
          keyword: 'not',
          params: {},
          message: 'must NOT be valid',
          schema: schema11.properties.city.not,
          parentSchema: schema11.properties.city,
          data: data10,
        };
        if (vErrors === null) {
          vErrors = [err45];
        } else {
          vErrors.push(err45);
        }
        errors++;
      } else {
        errors = _errs38;
        if (vErrors !== null) {
          if (_errs38) {
            vErrors.length = _errs38;
          } else {
            vErrors = null;
          }
        }
      }
      if (typeof data10 === 'string') {
        if (func2(data10) > 60) {
          const err46 = {
            instancePath: instancePath + '/city',
            schemaPath: '#/properties/city/maxLength',
            keyword: 'maxLength',
            params: { limit: 60 },
            message: 'must NOT have more than 60 characters',
            schema: 60,
            parentSchema: schema11.properties.city,
            data: data10,
          };
          if (vErrors === null) {
            vErrors = [err46];
          } else {
            vErrors.push(err46);
          }
          errors++;
        }
        if (!pattern1.test(data10)) {
          const err47 = {
            instancePath: instancePath + '/city',
            schemaPath: '#/properties/city/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
            schema: '\\S',
            parentSchema: schema11.properties.city,
            data: data10,
          };
          if (vErrors === null) {
            vErrors = [err47];
          } else {
            vErrors.push(err47);
          }
          errors++;
        }
      } else {
        const err48 = {
          instancePath: instancePath + '/city',
          schemaPath: '#/properties/city/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.city.type,
          parentSchema: schema11.properties.city,
          data: data10,
        };
        if (vErrors === null) {
          vErrors = [err48];
        } else {
          vErrors.push(err48);
        }
        errors++;
      }
    }
    if (data.isPrimary !== undefined) {
      let data11 = data.isPrimary;
      if (typeof data11 !== 'boolean') {
        const err49 = {
          instancePath: instancePath + '/isPrimary',
          schemaPath: '#/properties/isPrimary/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
          schema: schema11.properties.isPrimary.type,
          parentSchema: schema11.properties.isPrimary,
          data: data11,
        };
        if (vErrors === null) {
          vErrors = [err49];
        } else {
          vErrors.push(err49);
        }
        errors++;
      }
    }
  } else {
    const err50 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema11.type,
      parentSchema: schema11,
      data,
    };
    if (vErrors === null) {
      vErrors = [err50];
    } else {
      vErrors.push(err50);
    }
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}

const schema12 = {
  properties: { kind: { const: 'international' } },
  required: ['kind'],
  $id: '1727f6d3',
};

function validate11(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data } = {},
) {
  /*# sourceURL="1727f6d3" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.kind === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
        schema: schema12.required,
        parentSchema: schema12,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.kind !== undefined) {
      let data0 = data.kind;
      if ('international' !== data0) {
        const err1 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/const',
          keyword: 'const',
          params: { allowedValue: 'international' },
          message: 'must be equal to constant',
          schema: 'international',
          parentSchema: schema12.properties.kind,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
  }
  validate11.errors = vErrors;
  return errors === 0;
}
export default { '-2f6bda44': validate10, '1727f6d3': validate11 };
