# bash completion for partiscope-cli: commands, each command's flags, the values of enumerated flags and
# file names where a flag takes a file. Installed as share/bash-completion/completions/partiscope-cli.

_partiscope_cli_flags() {
    local strategy="--strategy --shards --source --fn --sep --boundaries --map --seed"
    case "$1" in
    analyze) echo "--keys --items --pk --buckets --model $strategy --top --format --help" ;;
    simulate) echo "--scenario --trace --format --csv --observed --items --pk --index-key --help" ;;
    queries) echo "--table --index --pk-name --pk-type --sk-name --sk-type --sk-op --sk-value --sk-value2
                   --logical-key --item $strategy --format --out-dir --scenario --pattern --help" ;;
    estimate) echo "--writes-per-s --item-kb --headroom --format --help" ;;
    advise) echo "--scenario --items --pk --index-key --keys --buckets --model $strategy
                  --writes-per-s --reads-per-s --item-kb --format --help" ;;
    report) echo "--scenario --out --prices --help" ;;
    compare) echo "--format --prices --help" ;;
    import) echo "--from --describe --pk-name --sk-name --table --out --help" ;;
    export) echo "--to --scenario --out --help" ;;
    lessons) echo "--help" ;;
    esac
}

_partiscope_cli() {
    local cur prev command i
    COMPREPLY=()
    cur=${COMP_WORDS[COMP_CWORD]}
    prev=${COMP_WORDS[COMP_CWORD - 1]}
    local commands="analyze simulate queries estimate advise report compare import export lessons"

    command=""
    for ((i = 1; i < COMP_CWORD; i++)); do
        case "${COMP_WORDS[i]}" in
        analyze | simulate | queries | estimate | advise | report | compare | import | export | lessons)
            command=${COMP_WORDS[i]}
            break
            ;;
        esac
    done
    if [ -z "$command" ]; then
        COMPREPLY=($(compgen -W "$commands --help --version" -- "$cur"))
        return 0
    fi

    # The value of the flag just typed.
    case "$prev" in
    --keys | --items | --map | --scenario | --trace | --observed | --item | --describe | --out | --csv | --prices)
        compopt -o filenames 2>/dev/null
        COMPREPLY=($(compgen -f -- "$cur"))
        return 0
        ;;
    --out-dir)
        compopt -o filenames 2>/dev/null
        COMPREPLY=($(compgen -d -- "$cur"))
        return 0
        ;;
    --model) COMPREPLY=($(compgen -W "mod range" -- "$cur")) && return 0 ;;
    --strategy) COMPREPLY=($(compgen -W "none random calculated mod range lookup" -- "$cur")) && return 0 ;;
    --fn) COMPREPLY=($(compgen -W "utf8-product hash value isbn-check-digit" -- "$cur")) && return 0 ;;
    --pk-type | --sk-type) COMPREPLY=($(compgen -W "S N B" -- "$cur")) && return 0 ;;
    --sk-op) COMPREPLY=($(compgen -W "eq lt le gt ge between begins_with" -- "$cur")) && return 0 ;;
    --from) COMPREPLY=($(compgen -W "dynamodb-json workbench contributor-insights access-log" -- "$cur")) && return 0 ;;
    --to) COMPREPLY=($(compgen -W "workbench" -- "$cur")) && return 0 ;;
    --format)
        local formats="text json"
        case "$command" in
        analyze) formats="text json csv" ;;
        queries) formats="cli-json cli partiql python javascript" ;;
        esac
        COMPREPLY=($(compgen -W "$formats" -- "$cur"))
        return 0
        ;;
    --pk | --index-key | --buckets | --shards | --source | --sep | --boundaries | --seed | --top | --table | \
        --index | --pk-name | --sk-name | --sk-value | --sk-value2 | --logical-key | --pattern | \
        --writes-per-s | --reads-per-s | --item-kb | --headroom)
        return 0 # a free value: nothing sensible to offer
        ;;
    esac

    if [[ "$cur" == -* ]]; then
        COMPREPLY=($(compgen -W "$(_partiscope_cli_flags "$command")" -- "$cur"))
    elif [ "$command" = import ] || [ "$command" = compare ]; then
        # import's and compare's positional arguments are the files to read.
        compopt -o filenames 2>/dev/null
        COMPREPLY=($(compgen -f -- "$cur"))
    fi
    return 0
}

complete -F _partiscope_cli partiscope-cli
